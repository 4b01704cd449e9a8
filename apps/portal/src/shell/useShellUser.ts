import { useUser } from '@portal/widgets';

/**
 * The signed-in player's username for the header; undefined while the user loads (the gate above shows the shell
 * then, pre-rendered, before the session is known).
 */
export function useShellUser(): string | undefined {
  const user = useUser();
  return user.status === 'signedIn' ? user.user.username : undefined;
}
