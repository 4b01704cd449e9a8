/**
 * The first path segments of the guest pages: sign-in, registration, recovery, password reset and e-mail
 * verification. No one's account is ever on them (a signed-in player is sent on from /login and /register).
 */
export const guestPageSegments = [
  'login',
  'register',
  'recovery',
  'reset-password',
  'email-verification',
] as const;

const guestPage = new RegExp(`^/(${guestPageSegments.join('|')})(/|$)`, 'i');

/** Whether `pathname` is a guest page (case-insensitive, as the router matches paths). */
export function isGuestPage(pathname: string): boolean {
  return guestPage.test(pathname);
}
