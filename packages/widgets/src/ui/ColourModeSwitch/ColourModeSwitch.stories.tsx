import type { Story, StoryDefault } from '@ladle/react';
import { ColourModeSwitch } from './ColourModeSwitch';

export default { title: 'UI / ColourModeSwitch' } satisfies StoryDefault;

export const WithLegend: Story = () => <ColourModeSwitch />;

export const HiddenLegend: Story = () => <ColourModeSwitch legendHidden />;
