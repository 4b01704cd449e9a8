/** Stories of the account widgets: the widget inside a session of one of the simulator's seed accounts. */
import { SEED_CREDENTIALS } from '@portal/api-sim';
import { useCallback, type ReactNode } from 'react';
import { Prepared, StoryPortal, storyClient, type Script } from './storyKit';

/** A seed account of the simulator. */
export type SeedAccount = keyof typeof SEED_CREDENTIALS;

/** Logs `username` in through the simulator (replacing the page's session), then renders `children`. */
export function SignedInStory({
  username,
  script,
  children,
}: {
  username: SeedAccount;
  /** Played once the widget is shown (opening a modal, typing, sending). */
  script?: Script;
  children: ReactNode;
}) {
  const load = useCallback(
    () => storyClient.login({ username, password: SEED_CREDENTIALS[username], remember: false }),
    [username],
  );
  return (
    <Prepared load={load}>{() => <StoryPortal script={script}>{children}</StoryPortal>}</Prepared>
  );
}
