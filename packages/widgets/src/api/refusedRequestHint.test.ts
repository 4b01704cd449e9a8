import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExchange } from './exchange';
import { forgetRefusedRequestHint } from './refusedRequestHint';

const apiBase = new URL('http://localhost:8787/');
/** A fetch the browser refused (a CORS failure, or no connection): it rejects with a TypeError, and no status. */
const refused = () => Promise.reject(new TypeError('Failed to fetch'));
const exchange = createExchange({ apiBase, timeoutMs: 1000, fetch: refused });
const send = () => exchange('http://localhost:8787/api/me').catch(() => undefined);

describe('a request that fails while the browser is online', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    forgetRefusedRequestHint();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('warns a developer once per page with what to check about the API’s CORS and cookies', async () => {
    await send();
    await send();
    expect(warn).toHaveBeenCalledTimes(1);
    const [text] = warn.mock.calls[0] as [string];
    expect(text).toContain('a request to http://localhost:8787 failed while the browser is online');
    expect(text).toContain(`this page's exact origin, ${window.location.origin}`);
    for (const setting of ['allowed_origins', 'supports_credentials', 'SESSION_DOMAIN'])
      expect(text).toContain(setting);
  });

  it('says nothing while the browser is offline: that is the player’s connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await send();
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing in production builds', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await send();
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing of an answer that came, whatever its status', async () => {
    const answered = createExchange({
      apiBase,
      timeoutMs: 1000,
      fetch: () => Promise.resolve(new Response('{}', { status: 500 })),
    });
    await answered('http://localhost:8787/api/me');
    expect(warn).not.toHaveBeenCalled();
  });
});
