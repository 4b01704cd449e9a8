import type { Story, StoryDefault } from '@ladle/react';
import { SignedInStory } from '../../../test/signedInStory';
import { ProfileSummary } from '../ProfileSummary';
import { UnverifiedPhoneBanner } from './UnverifiedPhoneBanner';

export default { title: 'Widgets / Account / UnverifiedPhoneBanner' } satisfies StoryDefault;

const supportNumbers = ['8079', '8179'] as const;

/** newbie's phone is not activated: text `KH newbie` to one of the two numbers. */
export const Unverified: Story = () => (
  <SignedInStory username="newbie">
    <UnverifiedPhoneBanner supportNumbers={supportNumbers} />
  </SignedInStory>
);

/** demo's phone is activated: the banner shows nothing above the profile summary. */
export const Verified: Story = () => (
  <SignedInStory username="demo">
    <UnverifiedPhoneBanner supportNumbers={supportNumbers} />
    <ProfileSummary />
  </SignedInStory>
);
