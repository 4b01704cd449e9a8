import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

// Nothing moves under the player's thumb once painted: from the first paint of a fresh load until the page's data
// has shown, the layout shifts that the player did not cause add up to at most 0.01 (Lighthouse's "good" is 0.1;
// this is the goal), at a phone's 360 px, with every API answer late so the waiting state is seen.
const phone = { width: 360, height: 740 };
const maxShift = 0.01;
// Later than Lighthouse waits for the data, and long enough that the page paints its waiting state first.
const apiDelayMs = 1_200;

declare global {
  interface Window {
    portalLayoutShift?: { total: number; sources: string[] };
  }
}

/** Sums the page's layout shifts not caused by input, from the document's start (buffered), in window.portalLayoutShift. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    window.portalLayoutShift = record;
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
        });
        record.sources.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every API answer waits `apiDelayMs` (the page's own files are not delayed). */
async function delayApi(page: Page): Promise<void> {
  await page.route(`${simURL}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
    await route.fallback();
  });
}

/** Waits until the data has shown: the network quiet, no busy region, no loading status, the h1 there. */
async function untilDataShown(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Đang tải', { exact: false })).toHaveCount(0);
  // Two frames, so the last shift is reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function shiftOf(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => window.portalLayoutShift ?? { total: Number.NaN, sources: [] });
}

const publicRoutes = [
  '/login',
  '/register',
  '/recovery',
  '/recovery/forgot-password',
  '/recovery/forgot-password-by-phone',
  '/recovery/forgot-username',
  '/support',
];

const signedInRoutes = [
  '/',
  '/security',
  '/payment/card',
  '/payment/e-wallet',
  '/payment/bank-transfer',
  '/recharge',
  '/transactions',
  '/giftcode',
  '/support',
];

test.describe('no layout shift after the first paint, at 360 px with late data', () => {
  test.use({ viewport: phone });

  for (const path of publicRoutes) {
    test(`a guest's ${path}`, async ({ page }) => {
      await observeShifts(page);
      await delayApi(page);
      await page.goto(path);
      await untilDataShown(page);
      const shift = await shiftOf(page);
      expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(maxShift);
    });
  }

  // The game's homepage with <portal-login> and <portal-topup> (scripts/demo-site), served with the built embed.
  const demo = `http://localhost:${process.env.E2E_DEMO_PORT ?? '5188'}/`;

  test("a guest's homepage with both elements", async ({ page }) => {
    await observeShifts(page);
    await delayApi(page);
    await page.goto(demo);
    await expect(page.locator('portal-login').getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(
      page.locator('portal-topup').getByText('Đăng nhập để nạp KP vào tài khoản của bạn.'),
    ).toBeVisible();
    await untilDataShown(page);
    const shift = await shiftOf(page);
    expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(maxShift);
  });

  test("a player's homepage with both elements", async ({ page }) => {
    const account = await freshAccount();
    await page.goto(demo);
    const login = page.locator('portal-login');
    await login.getByLabel('Tên đăng nhập').fill(account.username);
    await login.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(
      login.getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
    await observeShifts(page);
    await delayApi(page);
    await page.goto(demo);
    await expect(
      login.getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
    await expect(
      page.locator('portal-topup').getByRole('navigation', { name: 'Phương thức thanh toán' }),
    ).toBeVisible();
    await untilDataShown(page);
    const shift = await shiftOf(page);
    expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(maxShift);
  });

  for (const path of signedInRoutes) {
    test(`a player's ${path}`, async ({ page }) => {
      await loginThroughUi(page, 'demo', 'Demo@2026');
      await observeShifts(page);
      await delayApi(page);
      await page.goto(path);
      await untilDataShown(page);
      const shift = await shiftOf(page);
      expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(maxShift);
    });
  }
});
