import { lazyExport, lazyModule } from './lazyModule';

// The public pages other than /login load on demand, each area in its own chunk (vite.config.ts
// names them route-<name>): /login's first load carries only the login page.
const register = lazyModule(() => import('../pages/auth/RegisterPage'));
const recovery = lazyModule(() => import('../pages/auth/RecoveryPages'));
const support = lazyModule(() => import('../pages/SupportPage'));

/** `/register` */
export const RegisterPage = lazyExport(register, 'RegisterPage');
/** `/recovery` */
export const RecoveryPage = lazyExport(recovery, 'RecoveryPage');
/** `/recovery/forgot-password` */
export const ForgotPasswordPage = lazyExport(recovery, 'ForgotPasswordPage');
/** `/recovery/forgot-password/:token`, `/reset-password/:token` */
export const ResetPasswordPage = lazyExport(recovery, 'ResetPasswordPage');
/** `/recovery/forgot-password-by-phone` */
export const PhoneResetPage = lazyExport(recovery, 'PhoneResetPage');
/** `/recovery/forgot-username` */
export const ForgotUsernamePage = lazyExport(recovery, 'ForgotUsernamePage');
/** `/email-verification/:token` */
export const EmailVerificationPage = lazyExport(recovery, 'EmailVerificationPage');
/** `/support` */
export const SupportPage = lazyExport(support, 'SupportPage');

/** The on-demand module of a public path, if it has one (router.tsx's public routes). */
function publicModuleOf(pathname: string): (() => Promise<unknown>) | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === 'register') return register.load;
  if (first === 'recovery' || first === 'reset-password' || first === 'email-verification')
    return recovery.load;
  if (first === 'support') return support.load;
  return undefined;
}

/**
 * Loads the page module of a public `pathname` (none for /login, which is in the first bundle), so
 * the first render has the page at once: before hydrating a pre-rendered page, its first client
 * render is the build's; at build time, the HTML has the page rather than the loading line.
 * Never rejects: on a failure, the page loads (and reports) as it renders.
 */
export function loadPublicPage(pathname: string): Promise<void> {
  const load = publicModuleOf(pathname);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
