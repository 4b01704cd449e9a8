import { afterEach, describe, expect, it, vi } from 'vitest';
import { withEarlySession } from '../src/api/earlySession';

const meUrl = 'http://localhost:8787/api/me';

afterEach(() => {
  window.portalEarlySession = undefined;
  vi.unstubAllGlobals();
});

describe('withEarlySession', () => {
  it("gives the first GET of the early URL the page's early answer, once; every other request goes out", async () => {
    const early = new Response('{"username":"demo"}', { status: 200 });
    window.portalEarlySession = { url: meUrl, answer: Promise.resolve(early) };
    const sent = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(String(input))));
    vi.stubGlobal('fetch', sent);
    const fetch = withEarlySession();

    expect(await fetch(meUrl, { method: 'get' })).toBe(early);
    expect(window.portalEarlySession).toBeUndefined();
    await fetch(meUrl, { method: 'GET' });
    await fetch('http://localhost:8787/api/transactions', { method: 'GET' });
    expect(sent.mock.calls.map(([input]) => String(input))).toEqual([
      meUrl,
      'http://localhost:8787/api/transactions',
    ]);
  });

  it('never hands the early answer to a write or to another URL', async () => {
    const early = Promise.resolve(new Response('{}'));
    window.portalEarlySession = { url: meUrl, answer: early };
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    const fetch = withEarlySession();
    await fetch(meUrl, { method: 'POST' });
    await fetch('http://localhost:8787/api/me/zones', { method: 'GET' });
    expect(sent).toHaveBeenCalledTimes(2);
    expect(window.portalEarlySession?.answer).toBe(early);
  });

  it('without an early answer, asks as usual', async () => {
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    await withEarlySession()(meUrl);
    expect(sent).toHaveBeenCalledWith(meUrl, undefined);
  });
});
