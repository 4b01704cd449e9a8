import type { Story, StoryDefault } from '@ladle/react';
import { RecoveryOptions } from './RecoveryOptions';

export default { title: 'Widgets / Recovery / RecoveryOptions' } satisfies StoryDefault;

export const Default: Story = () => <RecoveryOptions />;
