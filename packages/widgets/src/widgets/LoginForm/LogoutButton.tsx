import { Button } from '../../ui';
import type { LogoutAction } from './useLogoutAction';

/** 'Đăng xuất' ({@link useLogoutAction}): its spinner while it runs, inert with its countdown while a 429's wait lasts. */
export function LogoutButton({
  logout,
  loadingText,
  children,
}: {
  logout: LogoutAction;
  loadingText?: string;
  /** The label ('Đăng xuất', from the caller's catalogue). */
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      loading={logout.busy}
      loadingText={loadingText}
      aria-disabled={logout.waitingText !== undefined || undefined}
      onClick={logout.run}
    >
      {logout.waitingText ?? children}
    </Button>
  );
}
