import { CaptchaUnavailableError, type CaptchaProvider } from './CaptchaProvider';

/** Options of the dev captcha: make it fail to load, or hand out a token the simulator rejects. */
export interface DevCaptchaOptions {
  unavailable?: boolean;
  token?: string;
}

/** A captcha for the simulator and tests: no network, a known token (`dev-captcha-ok`). */
export function createDevCaptcha({
  unavailable = false,
  token = 'dev-captcha-ok',
}: DevCaptchaOptions = {}): CaptchaProvider {
  const ready = () =>
    unavailable
      ? Promise.reject(new CaptchaUnavailableError('The dev captcha was told to be unavailable.'))
      : Promise.resolve();
  return {
    ready,
    execute: async () => {
      await ready();
      return token;
    },
  };
}
