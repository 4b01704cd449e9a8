import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './Spinner';

export default { title: 'UI / Spinner' } satisfies StoryDefault;

export const Default: Story = () => <Spinner />;

export const LargeAccent: Story = () => <Spinner size="large" accent />;

export const Small: Story = () => <Spinner size="small" />;
