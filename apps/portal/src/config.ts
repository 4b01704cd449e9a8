/** Where the account API lives: `VITE_API_URL` at build time, the local simulator otherwise. */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? 'http://localhost:8787';

/** reCAPTCHA v3 site key; without one the portal uses the simulator's dev captcha. */
export const recaptchaSiteKey: string | undefined =
  import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;

/** The two SMS support numbers players text `MXT {username}` or `KH {username}` to. */
export const smsSupportNumbers: readonly [string, string] = [
  import.meta.env.VITE_SMS_NUMBER_1 ?? '8079',
  import.meta.env.VITE_SMS_NUMBER_2 ?? '8179',
];
