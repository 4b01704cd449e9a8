import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../vite-plugins/csp';
import { inlineScript } from '../vite-plugins/inlineScript';
import { monitoringOrigins } from '../vite-plugins/monitoringOrigins';

describe('securityHeaders', () => {
  const headers = securityHeaders({ apiOrigin: 'https://api.example.vn' });

  it('sends only the origin to other sites, and a whole Referer to the portal itself (Sanctum reads it)', () => {
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps nosniff and the content security policy', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the policy with Facebook sharing', () => {
  const policy = (facebook: boolean) =>
    securityHeaders({ apiOrigin: 'https://api.example.vn', facebook })['Content-Security-Policy'];

  it("allows Facebook's SDK and dialog frame only when the app id is set", () => {
    expect(policy(true)).toContain("script-src 'self' https://connect.facebook.net");
    expect(policy(true)).toContain('frame-src https://www.facebook.com https://web.facebook.com');
    expect(policy(false)).not.toContain('facebook');
    expect(policy(false)).toContain("frame-src 'none'");
  });
});

describe('the policy with inline scripts', () => {
  it('allows each by its hash in script-src, never by unsafe-inline', () => {
    const hash = inlineScript(`${__dirname}/../inline/colour-mode.js`).hash;
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const policy = securityHeaders({ apiOrigin: 'https://api.example.vn', scriptHashes: [hash] })[
      'Content-Security-Policy'
    ];
    expect(policy).toContain(`script-src 'self' ${hash}`);
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('inline styles', () => {
  it('allows each by its hash in style-src, never by unsafe-inline', () => {
    const policy = securityHeaders({
      apiOrigin: 'https://api.example.vn',
      styleHashes: ["'sha256-a'", "'sha256-b'"],
    })['Content-Security-Policy'];
    expect(policy).toContain("style-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe("the policy with the operators' monitoring", () => {
  const policy = (monitoringOrigins?: string[]) =>
    securityHeaders({ apiOrigin: 'https://api.example.vn', monitoringOrigins })[
      'Content-Security-Policy'
    ] ?? '';

  it('lets the portal send to the web-vitals endpoint and Sentry only when they are set, in connect-src only', () => {
    const origins = ['https://rum.example.vn', 'https://o1.ingest.sentry.io'];
    expect(policy(origins)).toContain(
      "connect-src 'self' https://api.example.vn https://rum.example.vn https://o1.ingest.sentry.io;",
    );
    expect(policy(origins).match(/rum\.example\.vn/g)).toHaveLength(1);
    expect(policy()).toContain("connect-src 'self' https://api.example.vn;");
  });
});

describe('monitoringOrigins', () => {
  it('is empty by default', () => {
    expect(monitoringOrigins({})).toEqual([]);
    expect(monitoringOrigins({ VITE_VITALS_URL: '', VITE_SENTRY_DSN: '' })).toEqual([]);
  });

  it("takes the web-vitals endpoint's origin and Sentry's ingest origin from the DSN, once each", () => {
    expect(
      monitoringOrigins({
        VITE_VITALS_URL: 'https://rum.example.vn/vitals?site=portal',
        VITE_SENTRY_DSN: 'https://0123abcd@o1.ingest.sentry.io/4507',
      }),
    ).toEqual(['https://rum.example.vn', 'https://o1.ingest.sentry.io']);
    expect(
      monitoringOrigins({
        VITE_VITALS_URL: 'http://127.0.0.1:4196/vitals',
        VITE_SENTRY_DSN: 'http://key@127.0.0.1:4196/1',
      }),
    ).toEqual(['http://127.0.0.1:4196']);
  });

  it('stops the build with a sentence for a setting that is not what it should be', () => {
    expect(() => monitoringOrigins({ VITE_VITALS_URL: '/vitals' })).toThrow(
      'VITE_VITALS_URL "/vitals" is not an http(s) URL; set it like https://rum.example.vn/vitals.',
    );
    expect(() =>
      monitoringOrigins({ VITE_SENTRY_DSN: 'https://o1.ingest.sentry.io/4507' }),
    ).toThrow(
      /^VITE_SENTRY_DSN "https:\/\/o1\.ingest\.sentry\.io\/4507" is not a Sentry DSN; set it like https:\/\/<public key>@/,
    );
    expect(() =>
      monitoringOrigins({ VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/' }),
    ).toThrow(/is not a Sentry DSN/);
  });
});
