import { paymentMethodKinds, type PaymentMethodKind } from '@portal/widgets';

/**
 * The portal's paths (spec section 2), the one place each is written: the route table (routes.tsx) routes them, and
 * every link, redirect and full load to one of them reads it here (the table itself cannot be imported by what it
 * renders: test/importCircles.test.ts).
 */
export const paths = {
  profile: '/',
  security: '/security',
  payment: '/payment',
  recharge: '/recharge',
  transactions: '/transactions',
  giftcode: '/giftcode',
  login: '/login',
  register: '/register',
  recovery: '/recovery',
  forgotPassword: '/recovery/forgot-password',
  resetPassword: '/reset-password',
  phoneReset: '/recovery/forgot-password-by-phone',
  forgotUsername: '/recovery/forgot-username',
  emailVerification: '/email-verification',
  support: '/support',
} as const;

/** The payment page of each method, its tab: `/payment/card`, `/payment/e-wallet`, `/payment/bank-transfer`. */
export const paymentMethodPaths = Object.fromEntries(
  paymentMethodKinds.map((method) => [method, `${paths.payment}/${method}`]),
) as Readonly<Record<PaymentMethodKind, string>>;

/** `path` as a route object below `parent` writes it: `/login` is `login`, `/payment/card` below `/payment` `card`. */
export function segmentOf(path: string, parent = ''): string {
  return path.slice(parent.length + 1);
}
