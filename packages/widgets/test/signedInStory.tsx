/** Stories of the account widgets: the widget inside a session of one of the simulator's seed accounts. */
import { SEED_CREDENTIALS } from '@portal/api-sim';
import { useCallback, type ReactNode } from 'react';
import { Prepared, StoryPortal, storyClient } from './storyKit';

/** A seed account of the simulator. */
export type SeedAccount = keyof typeof SEED_CREDENTIALS;

/** Logs `username` in through the simulator (replacing the page's session), then renders `children`. */
export function SignedInStory({
  username,
  children,
}: {
  username: SeedAccount;
  children: ReactNode;
}) {
  const load = useCallback(
    () => storyClient.login({ username, password: SEED_CREDENTIALS[username], remember: false }),
    [username],
  );
  return <Prepared load={load}>{() => <StoryPortal>{children}</StoryPortal>}</Prepared>;
}
