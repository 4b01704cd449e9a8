import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { http } from 'msw';
import { SignedInStory } from '../../../test/signedInStory';
import { api, noAnswer, serverError, StoryPortal } from '../../../test/storyKit';
import { SecuritySettings } from './SecuritySettings';

export default { title: 'Widgets / Account / SecuritySettings' } satisfies StoryDefault;

/** demo: password changed 90 days ago, phone verified; read-only (no onEdit). */
export const Verified: Story = () => (
  <SignedInStory username="demo">
    <SecuritySettings />
  </SignedInStory>
);

/** newbie: password never changed, phone not verified. */
export const Unverified: Story = () => (
  <SignedInStory username="newbie">
    <SecuritySettings />
  </SignedInStory>
);

/** With `onEdit`: Thay đổi for password and phone, never for the username. */
export const Editable: Story = () => (
  <SignedInStory username="demo">
    <SecuritySettings onEdit={action('onEdit')} />
  </SignedInStory>
);

/** The player never loads. */
export const Loading: Story = () => (
  <StoryPortal>
    <SecuritySettings />
  </StoryPortal>
);
Loading.msw = [http.get(api('/api/me'), noAnswer)];

/** The server crashes (500) on /api/me. */
export const LoadFailed: Story = () => (
  <StoryPortal>
    <SecuritySettings />
  </StoryPortal>
);
LoadFailed.msw = [http.get(api('/api/me'), serverError)];
