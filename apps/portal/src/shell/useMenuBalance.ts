import { formatKp, useTranslate, useUser } from '@portal/widgets';

/**
 * The signed-in player's KP balance for the user menu ('1.500 KP', the widgets' one formatter), from the one cached
 * `GET /api/me` every balance of the page reads (swr's, through `useUser`: no request of its own); undefined until
 * the player is known.
 */
export function useMenuBalance(): string | undefined {
  const t = useTranslate();
  const user = useUser();
  return user.status === 'signedIn' ? formatKp(t, user.user.credit) : undefined;
}
