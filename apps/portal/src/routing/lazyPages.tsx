import { lazyExport, lazyModule } from './lazyModule';

// The public pages other than /login load on demand, each area in its own chunk (vite.config.ts
// names them route-<name>): /login's first load carries only the login page. Which path needs which:
// routing/routes.tsx's `handle.code`.
export const registerCode = lazyModule(
  'src/pages/auth/RegisterPage.tsx',
  () => import('../pages/auth/RegisterPage'),
);
export const recoveryCode = lazyModule(
  'src/pages/auth/RecoveryPages.tsx',
  () => import('../pages/auth/RecoveryPages'),
);
export const supportCode = lazyModule(
  'src/pages/SupportPage.tsx',
  () => import('../pages/SupportPage'),
);

export const RegisterPage = lazyExport(registerCode, 'RegisterPage');
export const RecoveryPage = lazyExport(recoveryCode, 'RecoveryPage');
export const ForgotPasswordPage = lazyExport(recoveryCode, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyExport(recoveryCode, 'ResetPasswordPage');
export const PhoneResetPage = lazyExport(recoveryCode, 'PhoneResetPage');
export const ForgotUsernamePage = lazyExport(recoveryCode, 'ForgotUsernamePage');
export const EmailVerificationPage = lazyExport(recoveryCode, 'EmailVerificationPage');
export const SupportPage = lazyExport(supportCode, 'SupportPage');
