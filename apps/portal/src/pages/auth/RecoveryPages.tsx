import { useAppText } from '../../i18n/useAppText';
import {
  EmailVerification,
  ForgotPasswordForm,
  ForgotUsernameForm,
  PhoneResetForm,
  RecoveryOptions,
  ResetPasswordForm,
} from '@portal/widgets';
import { Navigate, useParams } from 'react-router-dom';
import { smsSupportNumbers } from '../../config';
import { paths } from '../../routing/paths';
import { renderRouterLink } from '../../routing/renderRouterLink';
import { useDocumentTitle } from '../../useDocumentTitle';

/** /recovery: the two ways back into an account. */
export function RecoveryPage() {
  useDocumentTitle(useAppText()('app.titles.recovery'));
  return <RecoveryOptions renderLink={renderRouterLink} />;
}

/** /recovery/forgot-password: a reset link by e-mail. */
export function ForgotPasswordPage() {
  useDocumentTitle(useAppText()('app.titles.forgotPassword'));
  return <ForgotPasswordForm renderLink={renderRouterLink} />;
}

/** /recovery/forgot-password/:token and /reset-password/:token; no token goes to /login. */
export function ResetPasswordPage() {
  const { token } = useParams();
  useDocumentTitle(useAppText()('app.titles.resetPassword'));
  if (!token) return <Navigate to={paths.login} replace />;
  return <ResetPasswordForm key={token} token={token} renderLink={renderRouterLink} />;
}

/** /recovery/forgot-password-by-phone: an OTP by SMS. */
export function PhoneResetPage() {
  useDocumentTitle(useAppText()('app.titles.phoneReset'));
  return <PhoneResetForm supportNumbers={smsSupportNumbers} renderLink={renderRouterLink} />;
}

/** /recovery/forgot-username: the username by e-mail. */
export function ForgotUsernamePage() {
  useDocumentTitle(useAppText()('app.titles.forgotUsername'));
  return <ForgotUsernameForm renderLink={renderRouterLink} />;
}

/** /email-verification/:token; no token goes to /login. */
export function EmailVerificationPage() {
  const { token } = useParams();
  useDocumentTitle(useAppText()('app.titles.emailVerification'));
  if (!token) return <Navigate to={paths.login} replace />;
  return <EmailVerification key={token} token={token} renderLink={renderRouterLink} />;
}
