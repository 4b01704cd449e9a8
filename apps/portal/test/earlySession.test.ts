import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswerMs, withEarlySession } from '../src/api/earlySession';

const meUrl = 'http://localhost:8787/api/me';
const zonesUrl = 'http://localhost:8787/api/zones';
const atStart = () => 500;

afterEach(() => {
  window.portalEarlySession = undefined;
  vi.unstubAllGlobals();
});

describe('withEarlySession', () => {
  it("gives the first GET of each early URL the page's early answer, once; every other request goes out", async () => {
    const me = new Response('{"username":"demo"}', { status: 200 });
    const zones = new Response('[]', { status: 200 });
    window.portalEarlySession = {
      answers: { [meUrl]: Promise.resolve(me), [zonesUrl]: Promise.resolve(zones) },
    };
    const sent = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(String(input))));
    vi.stubGlobal('fetch', sent);
    const fetch = withEarlySession(atStart);

    expect(await fetch(meUrl, { method: 'get' })).toBe(me);
    expect(await fetch(zonesUrl)).toBe(zones);
    expect(window.portalEarlySession.answers).toEqual({});
    await fetch(meUrl, { method: 'GET' });
    await fetch('http://localhost:8787/api/transactions', { method: 'GET' });
    expect(sent.mock.calls.map(([input]) => String(input))).toEqual([
      meUrl,
      'http://localhost:8787/api/transactions',
    ]);
  });

  it("takes the history's early answer for a GET with only the cache-buster, never for other parameters", async () => {
    const historyUrl = 'http://localhost:8787/api/transaction-history';
    const early = new Response('[]');
    window.portalEarlySession = { answers: { [historyUrl]: Promise.resolve(early) } };
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    const fetch = withEarlySession(atStart);
    await fetch(`${historyUrl}?page=2`);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await fetch(`${historyUrl}?nocache=1764000000000`)).toBe(early);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('never hands an early answer to a write or to another URL', async () => {
    const early = Promise.resolve(new Response('{}'));
    window.portalEarlySession = { answers: { [meUrl]: early } };
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    const fetch = withEarlySession(atStart);
    await fetch(meUrl, { method: 'POST' });
    await fetch('http://localhost:8787/api/me/zones', { method: 'GET' });
    expect(sent).toHaveBeenCalledTimes(2);
    expect(window.portalEarlySession.answers[meUrl]).toBe(early);
  });

  it('asks afresh once the page is older than the early answers are good for (a later visit of the page)', async () => {
    window.portalEarlySession = { answers: { [zonesUrl]: Promise.resolve(new Response('[]')) } };
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    await withEarlySession(() => earlyAnswerMs + 1)(zonesUrl);
    expect(sent).toHaveBeenCalledWith(zonesUrl, undefined);
    expect(window.portalEarlySession.answers).toEqual({});
  });

  it('without an early answer, asks as usual', async () => {
    const sent = vi.fn(() => Promise.resolve(new Response('sent')));
    vi.stubGlobal('fetch', sent);
    await withEarlySession()(meUrl);
    expect(sent).toHaveBeenCalledWith(meUrl, undefined);
  });
});
