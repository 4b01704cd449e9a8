import {
  createDevCaptcha,
  createFacebookShare,
  createPortalTransport,
  createRecaptchaV3,
  type ShareProvider,
} from '@portal/widgets';
import { withEarlySession } from './api/earlySession';
import { withSessionHint } from './api/sessionHint';
import { apiBaseUrl, facebookAppId, homeUrl, recaptchaSiteKey } from './config';

/**
 * The one API transport of the portal (each page imports the endpoint functions it calls): a guest on a public page
 * is not asked for at all (the session hint), and the first `GET /api/me` takes the answer a protected page asked for
 * as its HTML was parsed (the early session). Reads that follow one another share an answer through swr's cache
 * (its `dedupingInterval`), not here.
 */
export const portalTransport = withSessionHint(
  createPortalTransport({ baseURL: apiBaseUrl, fetch: withEarlySession() }),
);

/** reCAPTCHA v3 when a site key is configured; the dev captcha the simulator accepts otherwise. */
export const portalCaptcha = recaptchaSiteKey
  ? createRecaptchaV3({ siteKey: recaptchaSiteKey })
  : createDevCaptcha();

/** Set `localStorage['portal.devShare'] = 'fail'` to make the dev share dialog fail (a cancelled share). */
export const devShareFailKey = 'portal.devShare';

/** The dev share dialog: no dialog at all, it succeeds at once unless told to fail. */
function devShare(): ShareProvider {
  return {
    share: async () =>
      window.localStorage.getItem(devShareFailKey) === 'fail'
        ? { status: 'failed', errorMessage: 'cancelled' }
        : { status: 'shared' },
  };
}

/** Facebook's share dialog when an app id is configured; the dev dialog (succeeds unless told to fail) otherwise. */
export const portalShare: ShareProvider = facebookAppId
  ? createFacebookShare({
      appId: facebookAppId,
      // The pre-renderer (no window) never shares; the browser resolves the home page on its origin.
      href: typeof window === 'undefined' ? homeUrl : new URL(homeUrl, window.location.origin).href,
    })
  : devShare();
