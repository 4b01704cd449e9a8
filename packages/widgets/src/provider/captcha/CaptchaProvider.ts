/** The bot-protection actions. */
export type CaptchaAction =
  | 'registerFormSubmit'
  | 'forgotPasswordFormSubmit'
  | 'recoverUsernameFormSubmit'
  | 'updatePhoneFormSubmit';

/** Bot protection behind a small interface: reCAPTCHA v3 in browsers, a dev one for the simulator. */
export interface CaptchaProvider {
  /** Resolves once the captcha can produce tokens; rejects with `CaptchaUnavailableError`. */
  ready(): Promise<void>;
  /** A fresh token for `action` (tokens expire after 2 minutes, so take one at submit time). */
  execute(action: CaptchaAction): Promise<string>;
}

/** The captcha script could not be loaded or did not answer. */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}
