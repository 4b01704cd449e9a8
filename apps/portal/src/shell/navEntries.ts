import type { AppTextKey } from '../i18n/appTexts';

/** The side navigation's pages (spec section 2), in order; Đăng xuất follows them. */
export const navEntries = [
  { to: '/', label: 'app.nav.profile' },
  { to: '/security', label: 'app.nav.security' },
  { to: '/payment', label: 'app.nav.payment' },
  { to: '/recharge', label: 'app.nav.recharge' },
  { to: '/transactions', label: 'app.nav.transactions' },
  { to: '/giftcode', label: 'app.nav.giftcode' },
] as const satisfies readonly { to: string; label: AppTextKey }[];
