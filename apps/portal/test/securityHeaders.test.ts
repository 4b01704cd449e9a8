import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../vite-plugins/csp';
import { inlineScript } from '../vite-plugins/inlineScript';

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
