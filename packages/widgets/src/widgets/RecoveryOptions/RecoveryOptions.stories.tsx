import type { Story, StoryDefault } from '@ladle/react';
import { RecoveryOptions } from './RecoveryOptions';

export default { title: 'Widgets / Recovery / RecoveryOptions' } satisfies StoryDefault;

/** Links to the two ways back in; the page sends nothing, so this is its only state. */
export const Idle: Story = () => <RecoveryOptions />;
