import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './auth/GuestOnly';
import { ProtectedGate } from './auth/ProtectedGate';
import { SessionLayout } from './auth/SessionLayout';
import { RouteError } from './errors/RouteError';
import { AuthLayout } from './layouts/AuthLayout';
import { NavigationFocus } from './navigation/NavigationFocus';
import { paymentMethodKinds } from '@portal/widgets';
import { GiftCodePage, ProfilePage, SecurityPage, TransactionsPage } from './pages/AccountPages';
import { PaymentPage, RechargePage } from './pages/MoneyPages';
import { LoginPage } from './pages/auth/LoginPage';
import {
  EmailVerificationPage,
  ForgotPasswordPage,
  ForgotUsernamePage,
  PhoneResetPage,
  RecoveryPage,
  ResetPasswordPage,
} from './pages/auth/RecoveryPages';
import { RegisterPage } from './pages/auth/RegisterPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SupportPage } from './pages/SupportPage';
import { ShellLayout } from './shell/ShellLayout';

const toLogin = <Navigate to="/login" replace />;

/**
 * The portal's routes (spec section 2): public pages in the auth layout, /support in whichever
 * layout fits the session, the rest behind the gate in the shell. Pages' errors render inside
 * their layout (the pathless routes with an errorElement), so the navigation stays usable.
 */
export const routes: RouteObject[] = [
  {
    element: <NavigationFocus />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                element: <GuestOnly />,
                children: [
                  { path: 'login', element: <LoginPage /> },
                  { path: 'register', element: <RegisterPage /> },
                ],
              },
              { path: 'recovery', element: <RecoveryPage /> },
              { path: 'recovery/forgot-password', element: <ForgotPasswordPage /> },
              { path: 'recovery/forgot-password/:token', element: <ResetPasswordPage /> },
              { path: 'reset-password', element: toLogin },
              { path: 'reset-password/:token', element: <ResetPasswordPage /> },
              { path: 'recovery/forgot-password-by-phone', element: <PhoneResetPage /> },
              { path: 'recovery/forgot-username', element: <ForgotUsernamePage /> },
              { path: 'email-verification', element: toLogin },
              { path: 'email-verification/:token', element: <EmailVerificationPage /> },
            ],
          },
        ],
      },
      {
        path: 'support',
        element: <SessionLayout />,
        errorElement: <RouteError />,
        children: [
          { errorElement: <RouteError />, children: [{ index: true, element: <SupportPage /> }] },
        ],
      },
      {
        element: <ProtectedGate />,
        children: [
          {
            element: <ShellLayout />,
            errorElement: <RouteError />,
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <ProfilePage /> },
                  { path: 'security', element: <SecurityPage /> },
                  {
                    path: 'payment',
                    children: [
                      { index: true, element: <Navigate to="/payment/card" replace /> },
                      ...paymentMethodKinds.map((method) => ({
                        path: method,
                        element: <PaymentPage method={method} />,
                      })),
                    ],
                  },
                  { path: 'recharge', element: <RechargePage /> },
                  { path: 'transactions', element: <TransactionsPage /> },
                  { path: 'giftcode', element: <GiftCodePage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The browser router over {@link routes}. */
export function createPortalRouter() {
  return createBrowserRouter(routes);
}
