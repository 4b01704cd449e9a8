// The plain HTML half of the consumer test: the page of the package README's "Custom elements in a plain HTML page",
/* global document, getComputedStyle -- the callbacks of page.evaluate run in the page */
// exactly as written but for its three addresses, served as a site would serve it, with the packed package's
// self-contained file from a local server standing in for the CDN (cross-site, CORS as jsDelivr sends it), against the
// API simulator, in Chromium: both elements, the README's tokens and ::part() rule, the package's font, a login, the
// README's event listener, the top-up's payment part from the CDN, a logout, a quiet console.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

/** Serves the files under `root` on `port` (all interfaces of this machine's loopback), with `headers` on each. */
export function serveFolder(root, port, headers = {}) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...headers,
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, () => resolve(() => server.close())));
}

/**
 * The README's plain HTML page with its CDN, API and portal addresses replaced; throws when the README has no such
 * page or the page does not take the file from the CDN at the package's version.
 */
export function readmePage(readme, version, { cdn, api, portal }) {
  const page = readme.match(
    /## Custom elements in a plain HTML page[\s\S]*?```html\n([\s\S]*?)```/,
  )?.[1];
  if (!page)
    throw new Error(
      "the packed README has no plain HTML page under 'Custom elements in a plain HTML page'",
    );
  const jsdelivr = `https://cdn.jsdelivr.net/npm/@portal/widgets@${version}/`;
  for (const address of [jsdelivr, 'https://api.example.vn', 'https://account.example.vn']) {
    if (!page.includes(address))
      throw new Error(`the README's plain HTML page does not name ${address}`);
  }
  return page
    .replaceAll(jsdelivr, `${cdn}/`)
    .replaceAll('https://api.example.vn', api)
    .replaceAll('https://account.example.vn', portal);
}

/** A colour as getComputedStyle gives it: `#c0392b` -> `rgb(192, 57, 43)`. */
function rgb(hex) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The checks of the README's page served at `origin`, its file from `cdn`; throws with what failed. */
export async function checkPlainPage(origin, cdn, html) {
  const accent = html.match(/--portal-accent:\s*(#[0-9a-f]{6})/i)?.[1];
  const cardBorder = html.match(/::part\(card\)\s*\{\s*border-color:\s*(#[0-9a-f]{6})/i)?.[1];
  if (!accent || !cardBorder)
    throw new Error("the README's page sets no --portal-accent or ::part(card) colour");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ locale: 'vi-VN', viewport: { width: 360, height: 800 } });
    const problems = [];
    const logged = [];
    page.on('console', (message) => {
      const where = message.location().url;
      if (message.type() === 'log') logged.push(message.text());
      // The browser's own line for the 401 of a signed-out visitor's /api/me (after the logout) is expected.
      else if (
        message.type() === 'error' &&
        where.endsWith('/api/me') &&
        /401/.test(message.text())
      )
        return;
      else if (message.type() === 'warning' || message.type() === 'error')
        problems.push(`console ${message.type()}: ${message.text()} (${where})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(origin);
    const login = page.locator('portal-login');
    const topup = page.locator('portal-topup');
    await login.getByLabel('Tên đăng nhập').waitFor();
    await topup.getByText('Đăng nhập để nạp KP vào tài khoản của bạn.').waitFor();

    const looks = await page.evaluate(async () => {
      await document.fonts.ready;
      const shadow = document.querySelector('portal-login').shadowRoot;
      const button = shadow.querySelector('[part~="button-primary"]');
      const card = shadow.querySelector('[part~="card"]');
      return {
        button: getComputedStyle(button).backgroundColor,
        card: getComputedStyle(card).borderTopColor,
        font: getComputedStyle(button).fontFamily,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.name),
      };
    });
    if (looks.button !== rgb(accent))
      problems.push(
        `the primary button is ${looks.button}, not the page's --portal-accent ${rgb(accent)}`,
      );
    if (looks.card !== rgb(cardBorder))
      problems.push(
        `the card's border is ${looks.card}, not the page's ::part(card) ${rgb(cardBorder)}`,
      );
    if (!looks.font.startsWith('"Be Vietnam Pro"'))
      problems.push(`the button's font is ${looks.font}`);
    if (!looks.fonts.some((url) => url.startsWith(`${cdn}/dist/fonts/`)))
      problems.push(`no font file came from the CDN (${looks.fonts.join(', ') || 'none'})`);

    await login.getByLabel('Tên đăng nhập').fill('demo');
    await login.getByLabel('Mật khẩu', { exact: true }).fill('Demo@2026');
    await login.getByRole('button', { name: 'Đăng nhập' }).click();
    await login.getByRole('heading', { name: 'Xin chào, demo' }).waitFor({ timeout: 10_000 });
    await topup
      .getByRole('navigation', { name: 'Phương thức thanh toán' })
      .waitFor({ timeout: 10_000 });
    if (!logged.includes('Đã đăng nhập: demo'))
      problems.push(`the README's portal:login listener logged ${JSON.stringify(logged)}`);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.name),
    );
    if (scripts.length < 3 || !scripts.every((url) => url.startsWith(`${cdn}/dist/standalone/`)))
      problems.push(
        `the scripts did not all come from the CDN's standalone folder: ${scripts.join(', ')}`,
      );

    await login.getByRole('button', { name: 'Đăng xuất' }).click();
    await login.getByLabel('Tên đăng nhập').waitFor();
    if (problems.length > 0) throw new Error(`plain HTML page:\n  ${problems.join('\n  ')}`);
    console.log(
      `plain HTML page: the README's page with ${scripts.length} files from the CDN, its tokens and ::part() applied, Be Vietnam Pro from the CDN, login, portal:login, the top-up, logout, a quiet console`,
    );
  } finally {
    await browser.close();
  }
}
