import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaUnavailableError } from './CaptchaProvider';
import { createRecaptchaV3 } from './recaptchaV3';

const scripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'),
];

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('createRecaptchaV3', () => {
  it('loads nothing until first used', () => {
    createRecaptchaV3({ siteKey: 'site-key' });
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script once with the site key, then executes the action at submit time', async () => {
    const captcha = createRecaptchaV3({ siteKey: 'khóa/site' });
    const execute = vi.fn().mockResolvedValue('token-1');
    const first = captcha.execute('registerFormSubmit');
    const second = captcha.execute('forgotPasswordFormSubmit');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe(
      'https://www.google.com/recaptcha/api.js?render=kh%C3%B3a%2Fsite',
    );
    window.grecaptcha = { ready: (callback) => callback(), execute };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-1');
    await expect(second).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('khóa/site', { action: 'registerFormSubmit' });
    expect(execute).toHaveBeenCalledWith('khóa/site', { action: 'forgotPasswordFormSubmit' });
  });

  it('a script that fails to load is unavailable, and a later submit tries again', async () => {
    const captcha = createRecaptchaV3({ siteKey: 'k' });
    const attempt = captcha.ready();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(scripts()).toHaveLength(0);
    void captcha.ready().catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('a script that never answers is unavailable after the load timeout', async () => {
    vi.useFakeTimers();
    const captcha = createRecaptchaV3({ siteKey: 'k', loadTimeoutMs: 1000 });
    const attempt = captcha.ready();
    vi.advanceTimersByTime(1000);
    await expect(attempt).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('a failing execute is unavailable too', async () => {
    const captcha = createRecaptchaV3({ siteKey: 'k' });
    const token = captcha.execute('updatePhoneFormSubmit');
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => Promise.reject(new Error('Invalid site key')),
    };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(token).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
