import type { LogoutAction } from '@portal/widgets';
import type { AppTranslate } from '../i18n/useAppText';

/**
 * What the side navigation's and the user menu's 'Đăng xuất' show: inert while it runs or a 429's wait lasts
 * (aria-disabled, so focus stays on it), labelled with the countdown, 'Đang đăng xuất...' or 'Đăng xuất'.
 */
export function logoutItem(logout: LogoutAction, text: AppTranslate) {
  return {
    'aria-disabled': logout.busy || logout.waitingText !== undefined || undefined,
    children: logout.waitingText ?? text(logout.busy ? 'app.shell.loggingOut' : 'app.shell.logout'),
  };
}
