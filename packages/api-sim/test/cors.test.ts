import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGINS, createSimulator } from '../src/index';
import { CORS_PATHS, isCorsPath } from '../src/middleware/cors';

const sim = createSimulator();

function preflight(origin: string, path = '/login') {
  return sim.fetch(
    new Request(`http://localhost:8787${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token,x-requested-with',
      },
    }),
  );
}

describe('CORS', () => {
  it('allows the portal, preview, embed demo and Ladle origins by default', () => {
    expect(DEFAULT_ORIGINS).toEqual([
      'http://localhost:5173',
      'http://localhost:4173',
      'http://localhost:5180',
      'http://localhost:61000',
    ]);
  });

  it.each(DEFAULT_ORIGINS)('answers %s with its origin and credentials', async (origin) => {
    const response = await sim.fetch(
      new Request('http://localhost:8787/api/me', { headers: { origin } }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it("exposes Retry-After, so the page can read a 429's wait", async () => {
    const origin = 'http://localhost:5173';
    const response = await sim.fetch(
      new Request('http://localhost:8787/api/me', { headers: { origin } }),
    );
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it('gives an unlisted origin no CORS headers at all (never *, never reflected)', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:5174', 'null']) {
      const response = await sim.fetch(
        new Request('http://localhost:8787/api/me', { headers: { origin } }),
      );
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('answers an allowed preflight with methods, headers and credentials', async () => {
    const response = await preflight('http://localhost:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe(
      'GET, POST, PUT, PATCH, DELETE',
    );
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-Requested-With, X-XSRF-TOKEN, Accept, Idempotency-Key',
    );
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('answers a denied preflight without any allow headers (the browser then blocks the call)', async () => {
    const response = await preflight('http://attacker.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('covers the /__sim/ tools too', async () => {
    const response = await preflight('http://localhost:61000', '/__sim/reset');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:61000');
    const outbox = await sim.fetch(
      new Request('http://localhost:8787/__sim/outbox', {
        headers: { origin: 'http://localhost:5180' },
      }),
    );
    expect(outbox.headers.get('access-control-allow-origin')).toBe('http://localhost:5180');
  });

  it('takes its allow-list from the origins option, which replaces the default', async () => {
    const custom = createSimulator({ origins: ['https://portal.example'] });
    const allowed = await custom.fetch(
      new Request('http://localhost:8787/api/me', {
        headers: { origin: 'https://portal.example' },
      }),
    );
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    const formerDefault = await custom.fetch(
      new Request('http://localhost:8787/api/me', { headers: { origin: 'http://localhost:5173' } }),
    );
    expect(formerDefault.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds CORS headers to error and 404 answers as well', async () => {
    const response = await sim.fetch(
      new Request('http://localhost:8787/reset-password/no/where', {
        headers: { origin: 'http://localhost:5173' },
      }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('CORS paths (config/cors.php)', () => {
  const origin = 'http://localhost:5173';
  const corsOf = async (path: string, method = 'GET') =>
    (
      await sim.fetch(new Request(`http://localhost:8787${path}`, { method, headers: { origin } }))
    ).headers.get('access-control-allow-origin');

  it('lists the paths a Laravel config would: api/*, the auth routes and the dev tools', () => {
    expect(CORS_PATHS).toEqual([
      'api/*',
      'login',
      'logout',
      'register',
      'reset-password*',
      'recover-username',
      'email-verification*',
      '__sim/*',
    ]);
  });

  it.each([
    '/api/me',
    '/api/csrf-cookie',
    '/api/security-code/',
    '/login',
    '/logout',
    '/register',
    '/reset-password',
    '/reset-password/abc',
    '/reset-password/send-email',
    '/reset-password-by-phone',
    '/recover-username',
    '/email-verification',
    '/email-verification/send',
    '/__sim/outbox',
  ])('covers %s', async (path) => {
    expect(isCorsPath(path)).toBe(true);
    expect(await corsOf(path)).toBe(origin);
  });

  it.each(['/images/cards/viettel.svg', '/nowhere', '/', '/loginx', '/apis'])(
    'gives %s no CORS headers, preflight included',
    async (path) => {
      expect(isCorsPath(path)).toBe(false);
      expect(await corsOf(path)).toBeNull();
      const preflight = await sim.fetch(
        new Request(`http://localhost:8787${path}`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      );
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    },
  );
});
