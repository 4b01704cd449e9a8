import { createDevCaptcha, createPortalClient, createRecaptchaV3 } from '@portal/widgets';
import { apiBaseUrl, recaptchaSiteKey } from './config';

/** The one API client of the portal. */
export const portalClient = createPortalClient({ baseURL: apiBaseUrl });

/** reCAPTCHA v3 when a site key is configured; the dev captcha the simulator accepts otherwise. */
export const portalCaptcha = recaptchaSiteKey
  ? createRecaptchaV3({ siteKey: recaptchaSiteKey })
  : createDevCaptcha();
