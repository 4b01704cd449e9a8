import { paymentMethodKinds } from '@portal/widgets';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestOnly } from './auth/GuestOnly';
import { ProtectedGate } from './auth/ProtectedGate';
import { SessionLayout } from './auth/SessionLayout';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { AuthLayout } from './layouts/AuthLayout';
import { NavigationFocus } from './navigation/NavigationFocus';
import { LoginPage } from './pages/auth/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import {
  GiftCodePage,
  PaymentPage,
  ProfilePage,
  RechargePage,
  SecurityPage,
  ShellLayout,
  TransactionsPage,
} from './routing/lazyAreas';
import {
  EmailVerificationPage,
  ForgotPasswordPage,
  ForgotUsernamePage,
  PhoneResetPage,
  RecoveryPage,
  RegisterPage,
  ResetPasswordPage,
  SupportPage,
} from './routing/lazyPages';
import { PageOutlet } from './routing/PageOutlet';

const toLogin = <Navigate to="/login" replace />;

/**
 * The portal's routes (spec section 2): public pages in the auth layout, /support in whichever
 * layout fits the session, the rest behind the gate in the shell. Pages' errors render inside
 * their layout (the {@link PageOutlet} routes), so the navigation stays usable; a layout's error
 * renders the fallback in the whole page. The shell and its pages load on demand (code split), so
 * do the public pages other than /login (routing/lazyPages.tsx). `extraShellRoutes` adds pages to the shell (tests).
 */
export function PortalRoutes({ extraShellRoutes }: { extraShellRoutes?: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<NavigationFocus />}>
          <Route element={<AuthLayout />}>
            <Route element={<PageOutlet />}>
              <Route element={<GuestOnly />}>
                <Route path="login" element={<LoginPage />} />
                <Route path="register" element={<RegisterPage />} />
              </Route>
              <Route path="recovery" element={<RecoveryPage />} />
              <Route path="recovery/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="recovery/forgot-password/:token" element={<ResetPasswordPage />} />
              <Route path="reset-password" element={toLogin} />
              <Route path="reset-password/:token" element={<ResetPasswordPage />} />
              <Route path="recovery/forgot-password-by-phone" element={<PhoneResetPage />} />
              <Route path="recovery/forgot-username" element={<ForgotUsernamePage />} />
              <Route path="email-verification" element={toLogin} />
              <Route path="email-verification/:token" element={<EmailVerificationPage />} />
            </Route>
          </Route>
          <Route path="support" element={<SessionLayout />}>
            <Route element={<PageOutlet />}>
              <Route index element={<SupportPage />} />
            </Route>
          </Route>
          <Route element={<ProtectedGate />}>
            <Route element={<ShellLayout />}>
              <Route element={<PageOutlet />}>
                {extraShellRoutes}
                <Route index element={<ProfilePage />} />
                <Route path="security" element={<SecurityPage />} />
                <Route path="payment">
                  <Route index element={<Navigate to="/payment/card" replace />} />
                  {paymentMethodKinds.map((method) => (
                    <Route key={method} path={method} element={<PaymentPage method={method} />} />
                  ))}
                </Route>
                <Route path="recharge" element={<RechargePage />} />
                <Route path="transactions" element={<TransactionsPage />} />
                <Route path="giftcode" element={<GiftCodePage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
