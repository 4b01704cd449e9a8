import { paymentMethodKinds } from '@portal/widgets';
import { GuestOnly } from '../auth/GuestOnly';
import { ProtectedGate } from '../auth/ProtectedGate';
import { SessionLayout } from '../auth/SessionLayout';
import type { AppTextKey } from '../i18n/appTexts';
import { AuthLayout } from '../layouts/AuthLayout';
import { NavigationFocus } from '../navigation/NavigationFocus';
import { LoginPage } from '../pages/auth/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import {
  accountCode,
  GiftCodePage,
  historyCode,
  moneyCode,
  PaymentPage,
  ProfilePage,
  RechargePage,
  SecurityPage,
  shellCode,
  ShellLayout,
  TransactionsPage,
} from './lazyAreas';
import type { LazyModule } from './lazyModule';
import {
  EmailVerificationPage,
  ForgotPasswordPage,
  ForgotUsernamePage,
  PhoneResetPage,
  recoveryCode,
  RecoveryPage,
  registerCode,
  RegisterPage,
  ResetPasswordPage,
  supportCode,
  SupportPage,
} from './lazyPages';
import type { RouteObject } from './match';
import { PageOutlet } from './PageOutlet';
import { Navigate } from './Router';

/** A route of the portal: what the router matches and renders, and what the rest of the app reads of it. */
export interface PortalRoute extends RouteObject {
  children?: readonly PortalRoute[];
  /** The module that the route's element comes from, loaded on demand (its own chunk): loaded before it renders. */
  code?: LazyModule<unknown>;
  /**
   * Written as static HTML at build time (prerender.tsx), into `<path>.html` (`/` into home.html), which nginx serves
   * for the path: a public page whole, a protected one as the shell with the page's loading frames.
   */
  prerendered?: true;
  /** The page's entry in the side navigation (shell/navEntries.ts), in the table's order. */
  nav?: AppTextKey;
  /**
   * The API paths the page reads (GET) as it first shows, besides `GET /api/me`, each with no parameter but the
   * history's cache-buster: a pre-rendered protected page's HTML asks them at once, beside `/api/me`
   * (inline/early-session.js), while its code loads.
   */
  reads?: readonly string[];
}

const toLogin = <Navigate to="/login" replace />;

/**
 * The portal's routes (spec section 2), the one place their paths are written: public pages in the
 * auth layout, /support in whichever layout fits the session, the rest behind the gate in the shell.
 * Pages' errors render inside their layout (the {@link PageOutlet} routes), so the navigation stays
 * usable. The shell and its pages load on demand, so do the public pages other than /login.
 * `extraShellRoutes` adds pages to the shell (tests).
 */
export function portalRoutes(extraShellRoutes: readonly PortalRoute[] = []): PortalRoute[] {
  const shellPages: PortalRoute[] = [
    ...extraShellRoutes,
    {
      index: true,
      element: <ProfilePage />,
      code: accountCode,
      nav: 'app.nav.profile',
      prerendered: true,
    },
    {
      path: 'security',
      element: <SecurityPage />,
      code: accountCode,
      nav: 'app.nav.security',
      prerendered: true,
    },
    {
      path: 'payment',
      code: moneyCode,
      nav: 'app.nav.payment',
      reads: ['/api/payment-methods'],
      children: [
        { index: true, element: <Navigate to="/payment/card" replace /> },
        ...paymentMethodKinds.map((method) => ({
          path: method,
          element: <PaymentPage method={method} />,
          prerendered: true as const,
        })),
      ],
    },
    {
      path: 'recharge',
      element: <RechargePage />,
      code: moneyCode,
      nav: 'app.nav.recharge',
      reads: ['/api/zones', '/api/recharge/game', '/api/account-zones'],
      prerendered: true,
    },
    {
      path: 'transactions',
      element: <TransactionsPage />,
      code: historyCode,
      nav: 'app.nav.transactions',
      reads: ['/api/transaction-history'],
      prerendered: true,
    },
    {
      path: 'giftcode',
      element: <GiftCodePage />,
      code: historyCode,
      nav: 'app.nav.giftcode',
      reads: ['/api/giftpaysys'],
      prerendered: true,
    },
    { path: '*', element: <NotFoundPage /> },
  ];
  const publicPages: PortalRoute[] = [
    {
      element: <GuestOnly />,
      children: [
        { path: 'login', element: <LoginPage />, prerendered: true },
        { path: 'register', element: <RegisterPage />, code: registerCode, prerendered: true },
      ],
    },
    { path: 'recovery', element: <RecoveryPage />, code: recoveryCode, prerendered: true },
    {
      path: 'recovery/forgot-password',
      element: <ForgotPasswordPage />,
      code: recoveryCode,
      prerendered: true,
    },
    {
      path: 'recovery/forgot-password/:token',
      element: <ResetPasswordPage />,
      code: recoveryCode,
    },
    { path: 'reset-password', element: toLogin },
    { path: 'reset-password/:token', element: <ResetPasswordPage />, code: recoveryCode },
    {
      path: 'recovery/forgot-password-by-phone',
      element: <PhoneResetPage />,
      code: recoveryCode,
      prerendered: true,
    },
    {
      path: 'recovery/forgot-username',
      element: <ForgotUsernamePage />,
      code: recoveryCode,
      prerendered: true,
    },
    { path: 'email-verification', element: toLogin },
    { path: 'email-verification/:token', element: <EmailVerificationPage />, code: recoveryCode },
  ];
  return [
    {
      element: <NavigationFocus />,
      children: [
        {
          element: <AuthLayout />,
          children: [{ element: <PageOutlet />, children: publicPages }],
        },
        {
          path: 'support',
          element: <SessionLayout />,
          prerendered: true,
          children: [
            {
              element: <PageOutlet />,
              children: [{ index: true, element: <SupportPage />, code: supportCode }],
            },
          ],
        },
        {
          element: <ProtectedGate />,
          children: [
            {
              element: <ShellLayout />,
              code: shellCode,
              children: [{ element: <PageOutlet />, children: shellPages }],
            },
          ],
        },
      ],
    },
  ];
}

/** The portal's route table. */
export const routes: readonly PortalRoute[] = portalRoutes();
