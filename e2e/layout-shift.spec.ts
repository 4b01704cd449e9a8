import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

// Nothing moves under the player's thumb once painted: from the first paint of a fresh load until the page's data
// has shown, the layout shifts that the player did not cause add up to at most 0.01 (Lighthouse's "good" is 0.1;
// this is the goal), at a phone's 360 px (the homepage's elements also at 1280 px), with every API answer late
// so the waiting state is seen.
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

/** Loads `url` with the shifts observed and the API late, waits until its data has shown, and checks the sum. */
async function expectStillFrom(
  page: Page,
  url: string,
  shown?: () => Promise<void>,
): Promise<void> {
  await observeShifts(page);
  await delayApi(page);
  await page.goto(url);
  await shown?.();
  await untilDataShown(page);
  const shift = await page.evaluate(
    () => window.portalLayoutShift ?? { total: Number.NaN, sources: [] },
  );
  expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(maxShift);
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

// The game's homepage with <portal-login> and <portal-topup> (scripts/demo-site), served with the built embed.
const demo = `http://localhost:${process.env.E2E_DEMO_PORT ?? '5188'}/`;

/** The homepage's elements, for a guest and for a player, in the viewport the describe block uses. */
function homepageTests(): void {
  test("a guest's homepage with both elements", async ({ page }) => {
    await expectStillFrom(page, demo, async () => {
      await expect(page.locator('portal-login').getByLabel('Tên đăng nhập')).toBeVisible();
      await expect(
        page.locator('portal-topup').getByText('Đăng nhập để nạp KP vào tài khoản của bạn.'),
      ).toBeVisible();
    });
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
    await expectStillFrom(page, demo, async () => {
      await expect(
        login.getByRole('heading', { name: `Xin chào, ${account.username}` }),
      ).toBeVisible();
      await expect(
        page.locator('portal-topup').getByRole('navigation', { name: 'Phương thức thanh toán' }),
      ).toBeVisible();
    });
  });
}

test.describe('no layout shift after the first paint, at 360 px with late data', () => {
  test.use({ viewport: phone });

  homepageTests();

  for (const path of publicRoutes) {
    test(`a guest's ${path}`, async ({ page }) => {
      await expectStillFrom(page, path);
    });
  }

  for (const path of signedInRoutes) {
    test(`a player's ${path}`, async ({ page }) => {
      await loginThroughUi(page, 'demo', 'Demo@2026');
      await expectStillFrom(page, path);
    });
  }
});

test.describe('no layout shift after the first paint, at 1280 px with late data', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  homepageTests();
});
