import { ApiError } from '@portal/widgets';
import { flush } from '@sentry/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErrorTracker } from '../src/monitoring/errorTracker';
import { holdUncaughtErrors, reportFailure } from '../src/monitoring/failures';
import { routes } from '../src/routing/routes';
import { patternOf } from '../src/routing/routeTable';

const routeOf = (pathname: string) => patternOf(routes, pathname);
const dsn = 'http://publickey@127.0.0.1:9/1';

/** What Sentry's transport posted: each envelope's URL and its items (header line, then header and payload pairs). */
const posted: { url: string; items: { type: string; payload: Record<string, unknown> }[] }[] = [];

function envelopeItems(body: string) {
  const [, ...lines] = body.split('\n').filter((line) => line !== '');
  const items = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[index + 1]!) });
  }
  return items;
}

const events = () =>
  posted
    .flatMap(({ items }) => items.filter((item) => item.type === 'event'))
    .map((item) => item.payload);

const token = '3f9a1c77e2b04d5a9c';
const cardRefused = new ApiError({
  kind: 'http',
  statusCode: 422,
  message:
    'POST http://localhost:8787/api/recharge/card answered 422: {"serial":"10012345678","pin":"1234567890123"}',
  messageKey: 'api.error.invalid',
  errors: { serial: ['Thẻ đã được sử dụng'], pin: ['Mã thẻ không đúng'] },
});

describe('the error tracker', () => {
  beforeAll(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url: String(url), items: envelopeItems(String(init.body)) });
        return new Response('{}', { status: 200 });
      }),
    );
    // Before Sentry loads: a refused card on the reset page's path (its token in it), and an error nothing caught.
    window.history.replaceState(null, '', `/recovery/forgot-password/${token}`);
    holdUncaughtErrors();
    reportFailure(cardRefused, 'submit');
    const heard = vi.fn();
    window.addEventListener('error', heard);
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('reading map'), message: 'reading map' }),
    );
    window.removeEventListener('error', heard);
    startErrorTracker(dsn, routeOf);
    await flush(2000);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("sends to the DSN's project the failures kept before it loaded, in order", () => {
    expect(posted.every(({ url }) => url.startsWith('http://127.0.0.1:9/api/1/envelope/'))).toBe(
      true,
    );
    expect(events().map((event) => event.exception)).toMatchObject([
      { values: [{ type: 'ApiError', value: 'http 422 (api.error.invalid)' }] },
      { values: [{ type: 'TypeError', value: 'reading map', mechanism: { handled: false } }] },
    ]);
  });

  it("tags a widget's failure with its stage, route pattern, kind and status, and names the fields it was about", () => {
    const [card] = events();
    expect(card).toMatchObject({
      tags: {
        stage: 'submit',
        route: '/recovery/forgot-password/:token',
        kind: 'http',
        status: '422',
      },
      contexts: {
        failure: { messageKey: 'api.error.invalid', errorCode: null, fields: ['serial', 'pin'] },
      },
      request: { url: `${window.location.origin}/recovery/forgot-password/:token` },
    });
    expect(card).not.toHaveProperty('user');
  });

  it('sends neither the answer nor the typed values nor the token in the page path', () => {
    const all = JSON.stringify(posted);
    for (const secret of ['10012345678', '1234567890123', 'Thẻ đã được sử dụng', token]) {
      expect(all).not.toContain(secret);
    }
  });
});
