import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScript } from '../apps/portal/vite-plugins/inlineScript';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

const portalBuild = 'build/portal';

/**
 * Holds the page's code back `ms` (a slow network) and records the API paths the page asks for, in order: the list
 * it returns fills as the page loads.
 */
async function withLateCode(page: Page, ms: number): Promise<string[]> {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(simURL)) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test.describe('the pre-rendered public pages', () => {
  test('/login paints its heading and form with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await context.close();
  });

  test('/login hydrates without an error and works (the fixture fails on console errors)', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill('khach');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    // Hydrated: the form validates in the page (a too-short password), no page load.
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('link', { name: 'Đăng ký' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a stored light mode applies before the page hydrates, then the switch says so', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await expect(page.locator('[data-portal-root]')).toHaveAttribute('data-colour-mode', 'light');
    await expect(page.getByRole('radio', { name: 'Sáng' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Hỗ trợ', level: 1 })).toBeVisible();
  });

  test('the built login.html holds the form; any other path starts from the empty page', () => {
    const login = readFileSync(join(portalBuild, 'login.html'), 'utf8');
    expect(login).toMatch(/<h1[^>]*>Đăng nhập<\/h1>/);
    expect(login).toMatch(/<input[^>]*autoComplete="username"/i);
    expect(login).toMatch(/<input[^>]*type="password"/);
    // Two inline scripts, the colour mode's and the loader of the page's code, each allowed by its hash in the policy
    // (never by 'unsafe-inline'); no module script of its own: the loader starts it after the first paint.
    const inline = [...login.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map(([, code]) => code)).toEqual([
      inlineScript('apps/portal/inline/colour-mode.js').code,
      inlineScript('apps/portal/inline/load-after-paint.js').code,
    ]);
    expect(login).not.toMatch(/<script[^>]*\bsrc=/);
    expect(readFileSync(join(portalBuild, 'index.html'), 'utf8')).toContain(
      '<div id="root"></div>',
    );
  });
});

test.describe('the pre-rendered protected pages', () => {
  test('/payment/card paints the shell, the side navigation and its heading with JavaScript disabled', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto('/payment/card');
    await expect(page.getByRole('heading', { name: 'Nạp KP', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tài khoản' })).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Đang tải phương thức thanh toán...')).toBeVisible();
    await expect(page.getByText(/Xin chào/)).toHaveCount(0);
    await context.close();
  });

  test("a player's /payment/card hydrates without an error, and the data comes (the fixture fails on console errors)", async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/payment/card');
    await expect(page.getByRole('button', { name: `Xin chào, ${account.username}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thẻ cào', level: 2 })).toBeVisible();
    // Hydrated: the side navigation moves without a page load.
    await page
      .getByRole('navigation', { name: 'Tài khoản' })
      .getByRole('link', { name: 'Nạp game' })
      .click();
    await expect(page.getByRole('heading', { name: 'Nạp game', level: 1 })).toBeVisible();
  });

  test('fetches no stylesheet before its data shows: its own and those its code waits for are in its HTML', async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    for (const path of ['/', '/recharge', '/payment/card']) {
      await page.goto(path);
      await expect(
        page.getByRole('button', { name: `Xin chào, ${account.username}` }),
      ).toBeVisible();
      await expect(page.getByText(/^Đang tải/)).toHaveCount(0);
      // Every stylesheet the page fetched, from the network or the browser's cache (the page's resource timing):
      // Vite's loader links a chunk's stylesheets and waits for them before it runs the chunk, so one it had to ask
      // for would have cost a request on a phone's slow link before the data could show.
      const fetched = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => file.endsWith('.css')),
      );
      expect(fetched, path).toEqual([]);
    }
  });

  test("asks GET /api/me as its HTML is parsed, once, before the page's code is there", async ({
    page,
  }) => {
    const html = readFileSync(join(portalBuild, 'payment/card.html'), 'utf8');
    expect(html).toContain(inlineScript('apps/portal/inline/early-session.js').code);
    expect(readFileSync(join(portalBuild, 'login.html'), 'utf8')).not.toContain(
      'portalEarlySession',
    );
    await loginThroughUi(page, 'demo', 'Demo@2026');
    // The page's code comes late (a slow network): the answer is asked for before it arrives, not after.
    const asked = await withLateCode(page, 800);
    await page.goto('/payment/card');
    await expect(page.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const me = entries.find((entry) => new URL(entry.name).pathname === '/api/me');
      const code = entries.find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
      return { meStart: me?.startTime, codeEnd: code?.responseEnd };
    });
    expect(timing.meStart).toBeDefined();
    expect(timing.meStart!).toBeLessThan(timing.codeEnd!);
    expect(asked.filter((path) => path === '/api/me')).toHaveLength(1);
  });

  test("takes the early answers when the page's code comes after their 5 s deadline (a slow phone)", async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo', 'Demo@2026');
    // The code arrives 6 s after the page: the answers came long before, and their deadline has passed since.
    const asked = await withLateCode(page, 6000);
    await page.goto('/transactions');
    await expect(page.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Counted once the page has settled: a read still on its way would be missed, not the promise kept.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === '/api/me')).toHaveLength(1);
  });

  test("starts the page's code after its first paint, and the page works", async ({ page }) => {
    /** When the page first painted content, and when its first script was asked for. */
    const timingOf = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .filter((entry) => entry.name.endsWith('.js'));
        return { paint: paint?.startTime, firstCode: Math.min(...code.map((e) => e.startTime)) };
      });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const login = await timingOf();
    expect(login.paint).toBeDefined();
    expect(login.firstCode).toBeGreaterThanOrEqual(login.paint!);
    // Hydrated: the form signs in.
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/payment/card');
    await expect(page.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const card = await timingOf();
    expect(card.paint).toBeDefined();
    expect(card.firstCode).toBeGreaterThanOrEqual(card.paint!);
  });

  test('what a player types and sends before the code has arrived is kept and sent by it, never in the URL', async ({
    page,
  }) => {
    // The page's code comes late (a slow network): the player has typed and pressed Enter by then.
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await arrived;
      await route.fallback();
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    // Not the fixture's goto, which waits for the page to settle (its code is held back here).
    await page.mainFrame().goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Tên đăng nhập').fill('demo');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@2026');
    await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    release();
    await expect(page.getByRole('button', { name: 'Xin chào, demo' })).toBeVisible();
    expect(addresses.filter((address) => /[?&](username|password)=/.test(address))).toEqual([]);
    expect(page.url()).not.toContain('Demo');
  });

  test('a guest asks for nothing but GET /api/me, then lands on /login', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(simURL)) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/transactions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    expect(asked).toEqual(['/api/me']);
  });
});

test.describe("the pages' styles, inline", () => {
  test('a page links no stylesheet its first paint waits for, fetches none of its inline ones, and is styled (the fixture fails on CSP violations)', async ({
    page,
    request,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    for (const path of ['/login', '/register', '/payment/card', '/transactions']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<style>');
      expect(html, path).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
      const inline = [
        ...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/g),
      ].map(([, href]) => href!);
      expect(inline.length, path).toBeGreaterThan(0);
      const fetched: string[] = [];
      const record = (sent: { url: () => string }) => fetched.push(new URL(sent.url()).pathname);
      page.on('request', record);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      page.off('request', record);
      expect(
        fetched.filter((file) => inline.includes(file)),
        path,
      ).toEqual([]);
      // The dark theme's background (global.css), not the browser's white: the inline styles apply.
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      expect(background, path).toBe('rgb(18, 16, 14)');
    }
  });
});

test.describe('source maps', () => {
  test('are made but not served: none in build/portal, no bundle points at one', async ({
    request,
  }) => {
    const files = filesUnder(portalBuild);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter(
      (file) => /\.(js|css)$/.test(file) && readFileSync(file, 'utf8').includes('sourceMappingURL'),
    );
    expect(pointing).toEqual([]);
    const maps = filesUnder('build/sourcemaps').filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const asked = maps[0]!.slice('build/sourcemaps'.length);
    const answer = await request.get(asked);
    expect(answer.headers()['content-type']).not.toContain('json');
    expect(await answer.text()).not.toContain('"mappings"');
  });
});
