import { ApiError } from '@portal/widgets';
import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/routing/routes';
import { patternOf } from '../src/routing/routeTable';
import {
  filtered,
  isSecretName,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
  scrubUrl,
  withoutSecrets,
} from '../src/monitoring/scrub';

const routeOf = (pathname: string) => patternOf(routes, pathname);
const portal = window.location.origin;
const token = '3f9a1c77e2b04d5a9c';

describe('scrubUrl', () => {
  it("names the portal's pages by their route pattern, with no query or fragment", () => {
    expect(scrubUrl(`${portal}/recovery/forgot-password/${token}?a=1#top`, routeOf)).toBe(
      `${portal}/recovery/forgot-password/:token`,
    );
    expect(scrubUrl(`/email-verification/${token}`, routeOf)).toBe('/email-verification/:token');
    expect(scrubUrl(`${portal}/payment/card?serial=10012345678`, routeOf)).toBe(
      `${portal}/payment/card`,
    );
  });

  it("keeps the portal's files (a stack frame's script) as they are, without a query", () => {
    expect(scrubUrl(`${portal}/assets/index-AbC_12.js?v=2`, routeOf)).toBe(
      `${portal}/assets/index-AbC_12.js`,
    );
  });

  it("masks every segment of another origin's path that is not a plain word (the API's reset token)", () => {
    expect(scrubUrl(`https://api.example.vn/reset-password/${token}`, routeOf)).toBe(
      'https://api.example.vn/reset-password/:param',
    );
    expect(scrubUrl('https://api.example.vn/api/transaction-history?page=2', routeOf)).toBe(
      'https://api.example.vn/api/transaction-history',
    );
    expect(scrubUrl('https://api.example.vn/api/users/Demo/profile', routeOf)).toBe(
      'https://api.example.vn/api/users/:param/profile',
    );
  });

  it('keeps nothing of a URL that is no web address', () => {
    expect(scrubUrl('data:text/plain,secret', routeOf)).toBe(`data:${filtered}`);
    expect(scrubUrl('http://[bad', routeOf)).toBe(filtered);
  });
});

describe('scrubText', () => {
  it('scrubs every URL a message quotes and leaves the rest', () => {
    expect(
      scrubText(
        `Failed to fetch https://api.example.vn/reset-password/${token} (from ${portal}/reset-password/${token}?x=1)`,
        routeOf,
      ),
    ).toBe(
      `Failed to fetch https://api.example.vn/reset-password/:param (from ${portal}/reset-password/:token)`,
    );
  });
});

describe('isSecretName', () => {
  it('knows the names of the fields that hold secrets, whatever their case or separators', () => {
    for (const name of [
      'password',
      'passwordConfirm',
      'currentPassword',
      'new_password',
      'pin',
      'serial',
      'otp',
      'code',
      'securityCode',
      'token',
      'gReCaptchaToken',
      'X-XSRF-TOKEN',
      'Cookie',
      'cookies',
      'Authorization',
      'portal_session',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
  });

  it("keeps the names of what a failure may say: its kind, status, key and the fields' names", () => {
    for (const name of [
      'kind',
      'status',
      'messageKey',
      'errorCode',
      'fields',
      'url',
      'method',
      'route',
    ]) {
      expect(isSecretName(name), name).toBe(false);
    }
  });
});

describe('withoutSecrets', () => {
  it('filters the value of every secret field at any depth and scrubs every text', () => {
    expect(
      withoutSecrets(
        {
          form: { username: 'demo', password: 'Sai#MatKhau-7731', pin: '1234567890123' },
          headers: [{ 'X-XSRF-TOKEN': 'eyJpdiI6' }],
          page: `${portal}/reset-password/${token}`,
        },
        routeOf,
      ),
    ).toEqual({
      form: { username: 'demo', password: filtered, pin: filtered },
      headers: [{ 'X-XSRF-TOKEN': filtered }],
      page: `${portal}/reset-password/:token`,
    });
  });
});

describe('scrubBreadcrumb', () => {
  it('keeps a move between pages as route patterns', () => {
    expect(
      scrubBreadcrumb(
        {
          category: 'navigation',
          data: { from: `/recovery/forgot-password/${token}`, to: '/login?next=%2Fpayment' },
        },
        routeOf,
      ),
    ).toEqual({
      category: 'navigation',
      message: undefined,
      data: { from: '/recovery/forgot-password/:token', to: '/login' },
    });
  });

  it("keeps a request's method, scrubbed URL and status, never its body or sizes", () => {
    const crumb: Breadcrumb = {
      category: 'fetch',
      type: 'http',
      level: 'warning',
      data: {
        method: 'GET',
        url: `https://api.example.vn/reset-password/${token}`,
        status_code: 404,
        request_body_size: 42,
        body: { password: 'x' },
      },
    };
    expect(scrubBreadcrumb(crumb, routeOf)).toEqual({
      category: 'fetch',
      type: 'http',
      level: 'warning',
      message: undefined,
      data: {
        method: 'GET',
        url: 'https://api.example.vn/reset-password/:param',
        status_code: 404,
      },
    });
  });

  it('drops every other kind of breadcrumb (a console line, a click)', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'password=x' }, routeOf)).toBeNull();
    expect(
      scrubBreadcrumb({ category: 'ui.click', message: 'input[name=pin]' }, routeOf),
    ).toBeNull();
  });
});

describe('scrubEvent', () => {
  const apiFailure = new ApiError({
    kind: 'http',
    statusCode: 422,
    message: `POST https://api.example.vn/api/recharge/card answered 422: {"serial":"10012345678"}`,
    messageKey: 'api.error.invalid',
    errors: { serial: ['Số seri đã được sử dụng'] },
  });
  const event: ErrorEvent = {
    type: undefined,
    exception: {
      values: [
        {
          type: 'ApiError',
          value: apiFailure.message,
          stacktrace: {
            frames: [
              { filename: `${portal}/assets/index-AbC_12.js`, lineno: 1, colno: 200 },
              { filename: `${portal}/reset-password/${token}`, lineno: 3 },
            ],
          },
        },
      ],
    },
    request: {
      url: `${portal}/payment/card?from=mail`,
      headers: { 'User-Agent': 'Chromium', Referer: `${portal}/reset-password/${token}` },
      cookies: { portal_session: 'abc' },
      data: { pin: '1234567890123' },
    },
    user: { ip_address: '{{auto}}', username: 'demo' },
    tags: { stage: 'submit', route: '/payment/card' },
    contexts: { failure: { messageKey: 'api.error.invalid', errorCode: null, fields: ['serial'] } },
    extra: { securityCode: '482913' },
    breadcrumbs: [{ category: 'console', message: 'serial 10012345678' }],
  };

  it("describes an API failure by its kind, status and key, never the developer message with the answer's body", () => {
    const scrubbed = scrubEvent(event, apiFailure, routeOf);
    expect(scrubbed.exception?.values?.[0]?.value).toBe('http 422 (api.error.invalid)');
    expect(JSON.stringify(scrubbed)).not.toContain('10012345678');
  });

  it('sends the page by its route pattern with the browser as its only header, and no user', () => {
    const scrubbed = scrubEvent(event, apiFailure, routeOf);
    expect(scrubbed.request).toEqual({
      url: `${portal}/payment/card`,
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.tags).toEqual({ stage: 'submit', route: '/payment/card' });
  });

  it('filters secret fields, scrubs the frames, keeps what the failure says, and drops unknown breadcrumbs', () => {
    const scrubbed = scrubEvent(event, apiFailure, routeOf);
    expect(scrubbed.extra).toEqual({ securityCode: filtered });
    expect(scrubbed.contexts).toEqual(event.contexts);
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([
      { filename: `${portal}/assets/index-AbC_12.js`, abs_path: undefined, lineno: 1, colno: 200 },
      { filename: `${portal}/reset-password/:token`, abs_path: undefined, lineno: 3 },
    ]);
    expect(scrubbed.breadcrumbs).toEqual([]);
    expect(JSON.stringify(scrubbed)).not.toContain(token);
  });

  it('names the current page when nothing named it, and scrubs the message of an error that is not the API', () => {
    window.history.replaceState(null, '', `/email-verification/${token}`);
    const scrubbed = scrubEvent(
      {
        type: undefined,
        exception: {
          values: [
            { type: 'TypeError', value: `Failed to fetch ${portal}/email-verification/${token}` },
          ],
        },
      },
      new TypeError('Failed to fetch'),
      routeOf,
    );
    expect(scrubbed.tags).toEqual({ route: '/email-verification/:token' });
    expect(scrubbed.exception?.values?.[0]?.value).toBe(
      `Failed to fetch ${portal}/email-verification/:token`,
    );
    expect(scrubbed.request?.url).toBe(`${portal}/email-verification/:token`);
    window.history.replaceState(null, '', '/');
  });
});
