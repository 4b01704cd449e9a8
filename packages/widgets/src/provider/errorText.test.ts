import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { createTranslator } from '../i18n';
import { CaptchaUnavailableError } from './captcha/CaptchaProvider';
import { errorText } from './errorText';

const t = createTranslator('vi-VN');

function apiError(serverMessage?: string) {
  return new ApiError({
    kind: 'http',
    statusCode: 422,
    message: 'POST /login answered 422: {}',
    messageKey: 'api.error.request',
    serverMessage,
  });
}

describe('errorText', () => {
  it("given an API error with the server's own text, returns that text", () => {
    expect(errorText(apiError('Tên đăng nhập đã được sử dụng.'), t)).toBe(
      'Tên đăng nhập đã được sử dụng.',
    );
  });

  it('given an API error without server text, returns its catalogue text', () => {
    expect(errorText(apiError(), t)).toBe('Không thể thực hiện yêu cầu. Vui lòng thử lại.');
  });

  it('given an API error, goes through overrides and the pseudo locale', () => {
    const overridden = createTranslator('vi-VN', { 'api.error.request': 'Thử lại nhé.' });
    expect(errorText(apiError(), overridden)).toBe('Thử lại nhé.');
    expect(errorText(apiError(), createTranslator('pseudo'))).not.toBe(errorText(apiError(), t));
  });

  it('given the captcha failing, returns the captcha notice', () => {
    expect(errorText(new CaptchaUnavailableError(), t)).toBe(t('form.captchaUnavailable'));
  });

  it.each([new TypeError('x is undefined'), 'a string', undefined])(
    'given anything else (%s), returns the generic notice, never its text',
    (error) => {
      expect(errorText(error, t)).toBe('Đã xảy ra lỗi, hãy thử tải lại trang.');
    },
  );
});
