import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './auth/GuestOnly';
import { ProtectedGate } from './auth/ProtectedGate';
import { RouteError } from './errors/RouteError';
import { AuthLayout } from './layouts/AuthLayout';
import { AccountHomePage } from './pages/AccountHomePage';
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

/** The portal's routes (spec section 2): public pages in the auth layout, the rest behind the gate. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
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
      {
        element: <ProtectedGate />,
        children: [
          {
            element: <ShellLayout />,
            errorElement: <RouteError />,
            children: [
              { index: true, element: <AccountHomePage /> },
              { path: 'support', element: <SupportPage /> },
              { path: '*', element: <NotFoundPage /> },
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
