import { paymentMethodKinds } from '@portal/widgets';
import { Navigate } from 'react-router-dom';
import { GuestOnly } from '../auth/GuestOnly';
import { ProtectedGate } from '../auth/ProtectedGate';
import { SessionLayout } from '../auth/SessionLayout';
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
import { PageOutlet } from './PageOutlet';
import { paths, paymentMethodPaths, segmentOf } from './paths';
import type { PortalRoute } from './routeTable';

const toLogin = <Navigate to={paths.login} replace />;
const withToken = (path: string) => `${segmentOf(path)}/:token`;

/**
 * The portal's routes (spec section 2) as react-router route objects, their paths from paths.ts: public
 * pages in the auth layout, /support in whichever layout fits the session, the rest behind the gate in the shell.
 * Pages' errors render inside their layout (the {@link PageOutlet} routes), so the navigation stays usable. The shell
 * and its pages are lazy routes (their elements load on demand, each area its own chunk, named in `handle.code`), so
 * are the public pages other than /login. The table imports the pages; nothing it renders imports it back: what they
 * read of it comes from the provider around the routes (RouteTableContext.ts). `extraShellRoutes` adds pages to the
 * shell (tests).
 */
export function portalRoutes(extraShellRoutes: readonly PortalRoute[] = []): PortalRoute[] {
  const shellPages: PortalRoute[] = [
    ...extraShellRoutes,
    {
      index: true,
      element: <ProfilePage />,
      handle: { code: accountCode, nav: 'app.nav.profile', prerendered: true },
    },
    {
      path: segmentOf(paths.security),
      element: <SecurityPage />,
      handle: { code: accountCode, nav: 'app.nav.security', prerendered: true },
    },
    {
      path: segmentOf(paths.payment),
      handle: { code: moneyCode, nav: 'app.nav.payment', reads: ['/api/payment-methods'] },
      children: [
        { index: true, element: <Navigate to={paymentMethodPaths.card} replace /> },
        ...paymentMethodKinds.map((method) => ({
          path: segmentOf(paymentMethodPaths[method], paths.payment),
          element: <PaymentPage method={method} />,
          handle: { prerendered: true as const },
        })),
      ],
    },
    {
      path: segmentOf(paths.recharge),
      element: <RechargePage />,
      handle: {
        code: moneyCode,
        nav: 'app.nav.recharge',
        reads: ['/api/zones', '/api/recharge/game', '/api/account-zones'],
        prerendered: true,
      },
    },
    {
      path: segmentOf(paths.transactions),
      element: <TransactionsPage />,
      handle: {
        code: historyCode,
        nav: 'app.nav.transactions',
        reads: ['/api/transaction-history'],
        prerendered: true,
      },
    },
    {
      path: segmentOf(paths.giftcode),
      element: <GiftCodePage />,
      handle: {
        code: historyCode,
        nav: 'app.nav.giftcode',
        reads: ['/api/giftpaysys'],
        prerendered: true,
      },
    },
    { path: '*', element: <NotFoundPage /> },
  ];
  const recovery = { code: recoveryCode };
  const recoveryPrerendered = { code: recoveryCode, prerendered: true as const };
  const publicPages: PortalRoute[] = [
    {
      element: <GuestOnly />,
      children: [
        { path: segmentOf(paths.login), element: <LoginPage />, handle: { prerendered: true } },
        {
          path: segmentOf(paths.register),
          element: <RegisterPage />,
          handle: { code: registerCode, prerendered: true },
        },
      ],
    },
    { path: segmentOf(paths.recovery), element: <RecoveryPage />, handle: recoveryPrerendered },
    {
      path: segmentOf(paths.forgotPassword),
      element: <ForgotPasswordPage />,
      handle: recoveryPrerendered,
    },
    {
      path: withToken(paths.forgotPassword),
      element: <ResetPasswordPage />,
      handle: recovery,
    },
    { path: segmentOf(paths.resetPassword), element: toLogin },
    { path: withToken(paths.resetPassword), element: <ResetPasswordPage />, handle: recovery },
    {
      path: segmentOf(paths.phoneReset),
      element: <PhoneResetPage />,
      handle: recoveryPrerendered,
    },
    {
      path: segmentOf(paths.forgotUsername),
      element: <ForgotUsernamePage />,
      handle: recoveryPrerendered,
    },
    { path: segmentOf(paths.emailVerification), element: toLogin },
    {
      path: withToken(paths.emailVerification),
      element: <EmailVerificationPage />,
      handle: recovery,
    },
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
          path: segmentOf(paths.support),
          element: <SessionLayout />,
          handle: { prerendered: true },
          children: [
            {
              element: <PageOutlet />,
              children: [{ index: true, element: <SupportPage />, handle: { code: supportCode } }],
            },
          ],
        },
        {
          element: <ProtectedGate />,
          children: [
            {
              element: <ShellLayout />,
              handle: { code: shellCode },
              children: [{ element: <PageOutlet />, children: shellPages }],
            },
          ],
        },
      ],
    },
  ];
}

/** The portal's route table. */
export const routes: PortalRoute[] = portalRoutes();
