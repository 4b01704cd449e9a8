import { useUser } from '@portal/widgets';

const kp = new Intl.NumberFormat('vi-VN');

/**
 * The signed-in player's KP balance for the user menu ('1.500'), from the one cached `GET /api/me` every balance of the
 * page reads (swr's, through `useUser`: no request of its own); undefined until the player is known.
 */
export function useMenuBalance(): string | undefined {
  const user = useUser();
  return user.status === 'signedIn' ? kp.format(user.user.credit) : undefined;
}
