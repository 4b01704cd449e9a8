import { useUser } from '@portal/widgets';

/** The signed-in player's username for the header (the gate above has loaded the user). */
export function useShellUser(): string {
  const user = useUser();
  return user.status === 'signedIn' ? user.user.username : '';
}
