import type { ShareProvider, ShareResult } from './ShareProvider';

/** What FB.ui answers for the share dialog: nothing when closed, `error_message` when it failed. */
type FacebookShareResponse = { error_message?: string } | null | undefined;

interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml: boolean }): void;
  ui(
    params: { method: 'share'; href: string; quote?: string },
    callback: (response: FacebookShareResponse) => void,
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

/** Options of the Facebook share dialog. */
export interface FacebookShareOptions {
  /** The Facebook app id (`VITE_FACEBOOK_APP_ID`). */
  appId: string;
  /** The page shared (the game's page); the request's URL when left out, else the origin of the page shown. */
  href?: string;
  /** The SDK's locale path segment. */
  sdkLocale?: string;
  /** The Graph API version given to `FB.init`. */
  version?: string;
  /** Where the SDK comes from (the host's CSP must allow it in script-src, and www.facebook.com in frame-src). */
  scriptOrigin?: string;
  /** How long to wait for the SDK before the share counts as failed. */
  loadTimeoutMs?: number;
}

/** The share failed before or inside the dialog (the message is for logs, the player sees the catalogue's). */
const failed = (errorMessage: string): ShareResult => ({ status: 'failed', errorMessage });

/** Reads FB.ui's callback: a response without `error_message` is shared; nothing (closed) is cancelled. */
export function shareResultOf(response: FacebookShareResponse): ShareResult {
  if (response === undefined || response === null) return failed('closed');
  if (typeof response.error_message === 'string' && response.error_message !== '') {
    return failed(response.error_message);
  }
  return { status: 'shared' };
}

/**
 * The Facebook share dialog: the JS SDK is loaded on first use (or on `prepare`, when the player
 * points at the share button), never at page load, by a script element (no inline code, CSP-clean).
 */
export function createFacebookShare({
  appId,
  href,
  sdkLocale = 'vi_VN',
  version = 'v19.0',
  scriptOrigin = 'https://connect.facebook.net',
  loadTimeoutMs = 10_000,
}: FacebookShareOptions): ShareProvider {
  let loading: Promise<FacebookSdk> | null = null;

  function load(): Promise<FacebookSdk> {
    loading ??= new Promise<FacebookSdk>((resolve, reject) => {
      const fail = (why: string) => {
        loading = null; // a later share may try again, e.g. once the network is back
        reject(new Error(why));
      };
      const timer = window.setTimeout(
        () => fail('The Facebook SDK did not load in time.'),
        loadTimeoutMs,
      );
      const script = document.createElement('script');
      script.src = `${scriptOrigin}/${sdkLocale}/sdk.js`;
      script.async = true;
      script.crossOrigin = 'anonymous';
      script.onerror = () => {
        window.clearTimeout(timer);
        script.remove();
        fail('The Facebook SDK failed to load.');
      };
      script.onload = () => {
        window.clearTimeout(timer);
        const sdk = window.FB;
        if (!sdk) {
          fail('The Facebook SDK loaded without FB.');
          return;
        }
        sdk.init({ appId, version, xfbml: false });
        resolve(sdk);
      };
      document.head.append(script);
    });
    return loading;
  }

  return {
    prepare: async () => {
      await load();
    },
    share: async (request) => {
      let sdk: FacebookSdk;
      try {
        sdk = await load();
      } catch (error) {
        return failed(error instanceof Error ? error.message : String(error));
      }
      return new Promise<ShareResult>((resolve) => {
        const params = {
          method: 'share' as const,
          // The browser's own page only here, in the browser's share service: widgets never read it.
          href: href ?? request.url ?? window.location.origin,
          ...(request.quote === undefined ? {} : { quote: request.quote }),
        };
        sdk.ui(params, (response) => resolve(shareResultOf(response)));
      });
    },
  };
}
