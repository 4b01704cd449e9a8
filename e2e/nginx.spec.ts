import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cspHash } from '../apps/portal/scripts/inlineCode.mjs';
import { securityHeaders } from '../apps/portal/vite-plugins/csp';
import { inlineScript } from '../apps/portal/vite-plugins/inlineScript';
import { expect, test } from './fixtures';
import { simURL } from './sim';

// The browser tests' portal is the production build served by Debian's nginx with the site config the build wrote
// (scripts/nginx-serve.sh, build/nginx/portal-site.conf): these check what that config promises an operator.
const portalBuild = 'build/portal';

/** The hash of every built page's inline style (its stylesheets, inline), worked out here from the pages. */
function styleHashesOfPages(): string[] {
  const pages = readdirSync(portalBuild, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  );
  const hashes = pages.flatMap((entry) =>
    [
      ...readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
        /<style>([\s\S]*?)<\/style>/g,
      ),
    ].map(([, css]) => cspHash(css!)),
  );
  return [...new Set(hashes)].sort();
}

const pageHeaders = securityHeaders({
  apiOrigin: simURL,
  scriptHashes: [
    inlineScript('apps/portal/inline/colour-mode.js').hash,
    inlineScript('apps/portal/inline/early-session.js').hash,
    inlineScript('apps/portal/inline/load-after-paint.js').hash,
  ],
  styleHashes: styleHashesOfPages(),
});

/** The pre-rendered pages of the build, as the paths they are served at (/login from login.html, / from home.html). */
function prerenderedPaths(): string[] {
  return readdirSync(portalBuild, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html',
    )
    .map(
      (entry) =>
        `/${relative(portalBuild, join(entry.parentPath, entry.name)).replace(/\.html$/, '')}`,
    )
    .map((path) => (path === '/home' ? '/' : path));
}

/** The file a pre-rendered page is served from. */
const fileOf = (path: string) => join(portalBuild, `${path === '/' ? '/home' : path}.html`);

/** A hashed file of the build's assets whose name matches. */
function assetNamed(pattern: RegExp): string {
  const name = readdirSync(join(portalBuild, 'assets')).find((file) => pattern.test(file));
  if (!name) throw new Error(`No asset matches ${pattern}.`);
  return `/assets/${name}`;
}

/** The guest pages: no one's account is on them. */
const guestPage = /^\/(login|register|recovery|reset-password|email-verification)(\/|$)/i;

/**
 * The page headers; a guest page is asked again on every visit, any other (it may show an account) never stored,
 * by the browser or on the way, so a shared computer's next user finds none of it.
 */
function expectPageHeaders(headers: Record<string, string>, path: string): void {
  for (const [name, value] of Object.entries(pageHeaders)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers['cache-control'], path).toBe(guestPage.test(path) ? 'no-cache' : 'no-store');
}

test.describe('nginx with the site the build wrote', () => {
  test('serves every pre-rendered page from its file, under the same headers as the CSP source', async ({
    request,
  }) => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/login',
        '/register',
        '/recovery/forgot-password',
        '/',
        '/payment/card',
        '/transactions',
      ]),
    );
    for (const path of paths) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expectPageHeaders(answer.headers(), path);
      const file = readFileSync(fileOf(path), 'utf8');
      expect(await answer.text(), path).toBe(file);
      expect(file).not.toContain('<div id="root"></div>');
    }
  });

  test('gives any other path the app (index.html) with status 200 for the router', async ({
    request,
  }) => {
    const app = readFileSync(join(portalBuild, 'index.html'), 'utf8');
    for (const path of [
      '/payment',
      '/no-such-page',
      '/transactions/2026',
      '/reset-password/abc',
      '/LOGIN',
    ]) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expectPageHeaders(answer.headers(), path);
      expect(await answer.text(), path).toBe(app);
    }
  });

  test('sends a path with a trailing slash to the page, never to a folder or another host', async ({
    request,
    baseURL,
  }) => {
    for (const [asked, page] of [
      ['/recovery/?from=mail', '/recovery?from=mail'],
      ['/recovery/forgot-password/', '/recovery/forgot-password'],
      // Written whole: a path of its own would be read as another host's address.
      ['//evil.example/', '/evil.example'],
    ]) {
      const answer = await request.get(`${baseURL}${asked}`, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(301);
      expect(answer.headers()['location'], asked).toBe(page);
    }
  });

  test('keeps hashed assets for a year, open to other sites, compressed for a browser that asks', async ({
    request,
  }) => {
    for (const path of [assetNamed(/\.js$/), assetNamed(/\.css$/), assetNamed(/\.woff2$/)]) {
      const answer = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['access-control-allow-origin'], path).toBe('*');
      expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    const script = await request.get(assetNamed(/\.js$/), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.headers()['content-type']).toContain('javascript');
    expect(script.headers()['content-encoding']).toBe('gzip');
    const font = await request.get(assetNamed(/\.woff2$/));
    expect(font.headers()['content-type']).toBe('font/woff2');
  });

  test("sends the build's brotli and gzip 9 copies as they are to a browser that takes them, else the file", async ({
    request,
  }) => {
    // The vendor chunk, a page found by try_files ($uri.html) and / (try_files /home.html): each has its copies.
    const served = [
      [assetNamed(/^react-.+\.js$/), join(portalBuild, assetNamed(/^react-.+\.js$/))],
      ['/login', fileOf('/login')],
      ['/', fileOf('/')],
    ] as const;
    for (const [path, file] of served) {
      const content = readFileSync(file);
      const br = await request.get(path, { headers: { 'accept-encoding': 'br' } });
      expect(
        br.headers()['content-encoding'],
        `${path}: no brotli (is libnginx-mod-http-brotli-static installed?)`,
      ).toBe('br');
      expect(br.headers()['vary'], path).toBe('Accept-Encoding');
      // The build's file as it is (its size), which decompresses (Playwright undoes br) to exactly the page.
      expect(Number(br.headers()['content-length']), path).toBe(statSync(`${file}.br`).size);
      expect((await br.body()).equals(content), path).toBe(true);

      // Level 9 from the build, not nginx's own gzip at level 1 (sent chunked, without a length).
      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(gzip.headers()['vary'], path).toBe('Accept-Encoding');
      expect(Number(gzip.headers()['content-length']), path).toBe(statSync(`${file}.gz`).size);
      expect((await gzip.body()).equals(content), path).toBe(true);

      const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(Number(plain.headers()['content-length']), path).toBe(content.length);
      expect((await plain.body()).equals(content), path).toBe(true);
    }
  });

  test('keeps embed.js, whose name never changes, for five minutes, open to other sites', async ({
    request,
  }) => {
    const answer = await request.get('/embed.js');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('javascript');
    expect(answer.headers()['cache-control']).toBe('public, max-age=300');
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
  });

  test('answers a missing asset or any source map with 404, kept by no cache, and names no version', async ({
    request,
  }) => {
    const missing = await request.get('/assets/route-nope-0000.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expect(missing.headers()['server']).toBe('nginx');
    for (const path of [`${assetNamed(/\.js$/)}.map`, '/embed.js.map', '/index.js.map']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toContain('"mappings"');
    }
  });
});
