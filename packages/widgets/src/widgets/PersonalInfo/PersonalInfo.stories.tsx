import type { Story, StoryDefault } from '@ladle/react';
import { action } from '@ladle/react';
import { http } from 'msw';
import { SignedInStory } from '../../../test/signedInStory';
import { api, noAnswer, serverError, StoryPortal } from '../../../test/storyKit';
import { PersonalInfo } from './PersonalInfo';

export default { title: 'Widgets / Account / PersonalInfo' } satisfies StoryDefault;

/** demo: every row filled in, phone and e-mail verified; each Thay đổi opens its modal. */
export const Verified: Story = () => (
  <SignedInStory username="demo">
    <PersonalInfo />
  </SignedInStory>
);

/** newbie: no name, phone and e-mail not verified. */
export const Unverified: Story = () => (
  <SignedInStory username="newbie">
    <PersonalInfo />
  </SignedInStory>
);

/** With `onEdit`, each Thay đổi calls the host instead of opening the widget's modal. */
export const Editable: Story = () => (
  <SignedInStory username="demo">
    <PersonalInfo onEdit={action('onEdit')} />
  </SignedInStory>
);

/** The player never loads. */
export const Loading: Story = () => (
  <StoryPortal>
    <PersonalInfo />
  </StoryPortal>
);
Loading.msw = [http.get(api('/api/me'), noAnswer)];

/** The server crashes (500) on /api/me. */
export const LoadFailed: Story = () => (
  <StoryPortal>
    <PersonalInfo />
  </StoryPortal>
);
LoadFailed.msw = [http.get(api('/api/me'), serverError)];
