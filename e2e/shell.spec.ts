import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

test.describe('the portal shell', () => {
  test('shows the auth layout with the logo home and this year in the footer', async ({ page }) => {
    await page.goto('/login');
    const home = page.getByRole('link', { name: 'Cổng tài khoản Võ Lâm' });
    await expect(home).toHaveAttribute('href', '/');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/khong-co-trang-nay/abc');
    await expect(
      page.getByRole('heading', { name: 'Trang bạn truy cập không tồn tại' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Về trang chủ', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the first Tab reaches the skip link, which moves focus to the page content', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Chuyển đến nội dung chính' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('is served under a strict Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // Tokens live in paths: other sites get only the origin; Sanctum still sees a same-origin Referer.
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the referrer policy the server sends is the one in force: the API gets the origin, never a path', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/recovery/forgot-password');
    const sent = page.waitForRequest((request) => request.url().startsWith(`${simURL}/api/`));
    await page.evaluate(
      (url) => void fetch(url, { credentials: 'include' }),
      `${simURL}/api/csrf-cookie`,
    );
    // A <meta name="referrer"> would override the header (no-referrer: no Referer at all).
    expect((await (await sent).allHeaders())['referer']).toBe(`${new URL(baseURL!).origin}/`);
  });

  test('the Vietnamese font is self-hosted and covers Vietnamese text', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/login');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Be Vietnam Pro"', 'Đăng nhập Mật khẩu ưởng');
    });
    expect(loaded).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });
});

test.describe('colour mode', () => {
  test('is dark by default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
    await expect(page.locator('[data-portal-root]')).toHaveAttribute('data-colour-mode', 'dark');
  });

  test('applies the stored mode before any app script runs (no flash)', async ({ browser }) => {
    // A page of its own: with the app bundle blocked there is no app to scan, only the inline colour-mode script.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(250, 247, 242)');
    await context.close();
  });

  test('system follows prefers-color-scheme live', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'system'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.locator('[data-portal-root]')).toHaveAttribute('data-colour-mode', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('[data-portal-root]')).toHaveAttribute('data-colour-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
  });
});

// The production build fetches /locales/{locale}.json only when the build had texts for it
// (e2e/requests.spec.ts checks it sends nothing here); the dev server always fetches it.
const devURL = `http://localhost:${process.env.E2E_DEV_PORT ?? 5199}`;

test.describe('run-time texts (dev server)', () => {
  test('/locales/vi-VN.json overrides a catalogue text', async ({ page }) => {
    await page.route('**/locales/vi-VN.json', (route) =>
      route.fulfill({ json: { 'auth.login.title': 'Chào mừng trở lại, hiệp khách!' } }),
    );
    await page.goto(`${devURL}/login`);
    await expect(
      page.getByRole('heading', { name: 'Chào mừng trở lại, hiệp khách!' }),
    ).toBeVisible();
  });

  test('a failed load keeps the built-in texts', async ({ page, allowConsoleError }) => {
    // This test fails the load on purpose; Chromium logs the 404.
    allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    await page.route('**/locales/vi-VN.json', (route) =>
      route.fulfill({ status: 404, body: 'not here' }),
    );
    await page.goto(`${devURL}/login`);
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
  });
});
