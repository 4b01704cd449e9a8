import { useEffect, useRef } from 'react';
import { usePortalLogout } from '../auth/usePortalLogout';
import { useLocation } from 'react-router-dom';

/**
 * The shell's one 'Đăng xuất', for the side navigation and the user menu alike. A logout that failed is said once,
 * where the page starts: the drawer closes and focus moves to the message (`failure`, which scrolls it into view);
 * the next page forgets it.
 */
export function useShellLogout(closeDrawer: () => void) {
  const logout = usePortalLogout();
  const { error, reset } = logout;
  const failure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error === undefined) return;
    closeDrawer();
    failure.current?.focus();
  }, [error, closeDrawer]);
  const { pathname } = useLocation();
  const page = useRef(pathname);
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    reset();
  }, [pathname, reset]);
  return { logout, failure };
}
