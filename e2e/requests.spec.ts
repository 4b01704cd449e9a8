import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi, submitLogin } from './login';
import { freshAccount, simURL } from './sim';

/** Records the API calls (method and path) the page sends to the simulator, and any locale file it fetches. */
function recordCalls(page: Page) {
  const api: string[] = [];
  const locales: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const call = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
    if (url.origin === simURL && call) api.push(`${request.method()} ${url.pathname}`);
    if (url.pathname.startsWith('/locales/')) locales.push(url.pathname);
  });
  return { api, locales };
}

test.describe('a first load sends exactly the API calls it needs, once', () => {
  for (const [path, heading] of [
    ['/login', 'Đăng nhập'],
    ['/register', 'Số điện thoại của bạn'],
  ] as const) {
    test(`${path}, as a first-time guest: no API call at all, and no locale file (the build has none)`, async ({
      page,
    }) => {
      const calls = recordCalls(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls.api).toEqual([]);
      expect(calls.locales).toEqual([]);
    });
  }

  test('/login after a logout: no API call (the session hint is gone with the session)', async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    const calls = recordCalls(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.api).toEqual([]);
  });

  test('a session opened elsewhere (no hint in this browser) is still found on a protected page', async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Lịch sử giao dịch', level: 1 })).toBeVisible();
  });

  test('a login from /login: the cookie, the login, one /api/me, then the profile', async ({
    page,
  }) => {
    const account = await freshAccount();
    await page.goto('/login');
    const calls = recordCalls(page);
    await submitLogin(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: 'Thông tin cá nhân', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.api).toEqual(['GET /api/csrf-cookie', 'POST /login', 'GET /api/me']);
  });

  for (const [path, heading, own] of [
    ['/', 'Thông tin cá nhân', []],
    ['/payment/card', 'Nạp KP', ['GET /api/payment-methods']],
    ['/transactions', 'Lịch sử giao dịch', ['GET /api/transaction-history']],
    ['/giftcode', 'Giftcode', ['GET /api/giftpaysys']],
  ] as const) {
    test(`${path}, signed in: /api/me once, then the page's own data`, async ({ page }) => {
      const account = await freshAccount();
      await loginThroughUi(page, account.username, account.password);
      const calls = recordCalls(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(calls.api).toEqual(['GET /api/me', ...own]);
      expect(calls.locales).toEqual([]);
    });
  }
});

test.describe("a signed-in page's HTML asks for its data at once, before its code has come", () => {
  for (const [path, heading] of [
    ['/', 'Thông tin cá nhân'],
    ['/payment/card', 'Nạp KP'],
    ['/recharge', 'Nạp game'],
    ['/transactions', 'Lịch sử giao dịch'],
    ['/giftcode', 'Giftcode'],
  ] as const) {
    test(`${path}: every API read goes out before the first script`, async ({ page }) => {
      const account = await freshAccount();
      await loginThroughUi(page, account.username, account.password);
      const order: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const call = request.resourceType() === 'fetch' || request.resourceType() === 'xhr';
        if (url.origin === simURL && call) order.push(`${request.method()} ${url.pathname}`);
        else if (url.pathname.endsWith('.js')) order.push(`script ${url.pathname}`);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const reads = order.filter((entry) => entry.startsWith('GET '));
      const firstScript = order.findIndex((entry) => entry.startsWith('script '));
      expect(reads[0]).toBe('GET /api/me');
      expect(firstScript).toBeGreaterThan(0);
      expect(order.slice(0, firstScript)).toEqual(reads);
    });
  }
});
