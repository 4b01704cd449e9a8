// Where the widgets' links and the elements' portal links go unless the host says otherwise: the portal's own paths
// (spec section 2), written here once for every widget's default (the portal's route table has its own,
// apps/portal/src/routing/paths.ts). One constant each, so a bundle carries only the paths its widgets link to.

/** The login page. */
export const portalLoginPath = '/login';
/** The registration page. */
export const portalRegisterPath = '/register';
/** The recovery options. */
export const portalRecoveryPath = '/recovery';
/** A reset link by e-mail. */
export const portalForgotPasswordPath = '/recovery/forgot-password';
/** A reset by the phone's OTP. */
export const portalPhoneResetPath = '/recovery/forgot-password-by-phone';
/** The username sent to the e-mail. */
export const portalForgotUsernamePath = '/recovery/forgot-username';
/** The card top-up, where a balance of 0 offers to go. */
export const portalTopupPath = '/payment/card';
