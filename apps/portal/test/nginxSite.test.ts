import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../vite-plugins/csp';
import { nginxBrotli, nginxSite } from '../vite-plugins/nginxSite';

/** The lines of one `location` block of the site. */
function block(site: string, location: string): string {
  const start = site.indexOf(`location ${location} {`);
  if (start < 0) throw new Error(`no location ${location}`);
  return site.slice(start, site.indexOf('\n}', start));
}

describe('nginxSite', () => {
  const apiOrigin = 'https://api.example.vn';
  const headers = securityHeaders({ apiOrigin, recaptcha: true, facebook: true });
  const site = nginxSite(headers, apiOrigin);

  it('sends the same headers as the policy source on every page, errors included', () => {
    const pages = block(site, '/');
    for (const [name, value] of Object.entries(headers)) {
      expect(pages).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(pages).toContain('try_files $uri $uri.html /index.html;');
  });

  it('never stores a page that may show an account; the guest pages are asked again on every visit', () => {
    for (const location of ['/', '= /'])
      expect(block(site, location)).toContain('add_header Cache-Control "no-store" always;');
    const guest = block(
      site,
      '~* ^/(login|register|recovery|reset-password|email-verification)(/|$)',
    );
    expect(guest).toContain('add_header Cache-Control "no-cache" always;');
    // The app's page for a guest page that is no file (/reset-password/<token>) stays a guest page: a fallback to
    // /index.html would be matched again, as any other page.
    expect(guest).toContain('try_files $uri $uri.html @guest-app;');
    const guestApp = block(site, '@guest-app');
    expect(guestApp).toContain('add_header Cache-Control "no-cache" always;');
    expect(guestApp).toContain('try_files /index.html =404;');
    for (const [name, value] of Object.entries(headers)) {
      expect(guest).toContain(`add_header ${name} "${value}" always;`);
      expect(guestApp).toContain(`add_header ${name} "${value}" always;`);
    }
    // nginx tries regular expressions in order: /recovery/ is sent to /recovery before it is a guest page.
    expect(site.indexOf('location ~ ^(?<page>')).toBeLessThan(site.indexOf('location ~* ^/(login'));
  });

  it('caches found assets only (a 404 is kept by no cache) and opens them to other sites', () => {
    const assets = block(site, '/assets/');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(block(site, '= /embed.js')).toContain('add_header Cache-Control "public, max-age=300";');
  });

  it("sends the build's gzip copies as they are, gzip on the fly for the rest, and Vary for both", () => {
    expect(site).toMatch(/^gzip_static on;$/m);
    expect(site).toMatch(/^gzip on;$/m);
    // brotli_static sends its Vary only under gzip_vary: portal-brotli.conf relies on this line too.
    expect(site).toMatch(/^gzip_vary on;$/m);
  });

  it('leaves brotli to its own file, so that an nginx without the module still loads the site', () => {
    expect(site).not.toMatch(/^\s*brotli/m);
    const directives = nginxBrotli()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(directives).toEqual(['brotli_static on;']);
  });

  it('refuses a header value that nginx could not quote', () => {
    expect(() => nginxSite({ 'X-Bad': 'a"b' }, apiOrigin)).toThrow(/X-Bad/);
  });
});
