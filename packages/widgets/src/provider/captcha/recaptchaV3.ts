import {
  CaptchaUnavailableError,
  type CaptchaAction,
  type CaptchaProvider,
} from './CaptchaProvider';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: CaptchaAction }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Options of the reCAPTCHA v3 captcha. */
export interface RecaptchaV3Options {
  siteKey: string;
  /** Where the script comes from (the host's CSP must allow it in script-src and frame-src). */
  scriptOrigin?: string;
  /** How long to wait for the script before telling the player it is unavailable. */
  loadTimeoutMs?: number;
}

/**
 * Google reCAPTCHA v3: the script is loaded on first use (not on every page), and `execute` is
 * called at submit time with the action's name.
 */
export function createRecaptchaV3({
  siteKey,
  scriptOrigin = 'https://www.google.com',
  loadTimeoutMs = 10_000,
}: RecaptchaV3Options): CaptchaProvider {
  let loading: Promise<Grecaptcha> | null = null;

  function load(): Promise<Grecaptcha> {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const fail = (why: string) => {
        loading = null; // a later submit may try again, e.g. after the network comes back
        reject(new CaptchaUnavailableError(why));
      };
      const timer = window.setTimeout(() => fail('reCAPTCHA did not load in time.'), loadTimeoutMs);
      const script = document.createElement('script');
      script.src = `${scriptOrigin}/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onerror = () => {
        window.clearTimeout(timer);
        script.remove();
        fail('reCAPTCHA failed to load.');
      };
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) {
          window.clearTimeout(timer);
          fail('reCAPTCHA loaded without grecaptcha.');
          return;
        }
        grecaptcha.ready(() => {
          window.clearTimeout(timer);
          resolve(grecaptcha);
        });
      };
      document.head.append(script);
    });
    return loading;
  }

  return {
    ready: async () => {
      await load();
    },
    execute: async (action) => {
      const grecaptcha = await load();
      try {
        return await grecaptcha.execute(siteKey, { action });
      } catch (error) {
        throw new CaptchaUnavailableError(`reCAPTCHA execute failed: ${String(error)}`);
      }
    },
  };
}
