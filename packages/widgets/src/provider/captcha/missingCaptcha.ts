import { CaptchaUnavailableError, type CaptchaProvider } from './CaptchaProvider';

const why =
  'No captcha was given to PortalProvider; pass captcha={createRecaptchaV3({ siteKey })} (or createDevCaptcha() for the simulator).';

/** What a provider without a captcha uses: the player is told it is unavailable, the developer why. */
export const missingCaptcha: CaptchaProvider = {
  ready: () => Promise.reject(new CaptchaUnavailableError(why)),
  execute: () => Promise.reject(new CaptchaUnavailableError(why)),
};
