import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import { SignedInStory } from '../../../test/signedInStory';
import { api, noAnswer, serverError, StoryPortal } from '../../../test/storyKit';
import { ProfileSummary } from './ProfileSummary';

export default { title: 'Widgets / Account / ProfileSummary' } satisfies StoryDefault;

/** demo has a full name: 'Nguyễn Văn An', and the join date. */
export const WithName: Story = () => (
  <SignedInStory username="demo">
    <ProfileSummary />
  </SignedInStory>
);

/** newbie has no name: the username stands in. */
export const WithoutName: Story = () => (
  <SignedInStory username="newbie">
    <ProfileSummary />
  </SignedInStory>
);

/** The player never loads. */
export const Loading: Story = () => (
  <StoryPortal>
    <ProfileSummary />
  </StoryPortal>
);
Loading.msw = [http.get(api('/api/me'), noAnswer)];

/** The server crashes (500) on /api/me: the failure with Thử lại. */
export const LoadFailed: Story = () => (
  <StoryPortal>
    <ProfileSummary />
  </StoryPortal>
);
LoadFailed.msw = [http.get(api('/api/me'), serverError)];
