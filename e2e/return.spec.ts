import { type Page, type Route } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { loginThroughUi, submitLogin } from './login';
import { freshAccount, ledgerOf, simURL, type TestAccount, simTool } from './sim';

/*
 * Issue 35 item 3: Back and Forward show the page as it is now. A card sent, the player leaves, the card settles and
 * KP arrive meanwhile, the player comes back: the card's result and the balance of now, never an empty form (which
 * invites the card typed again) or yesterday's balance. On a phone, with Chromium's back/forward cache on, as in
 * every real Chrome (Playwright turns it off unless its own --disable-back-forward-cache is left out).
 */
test.use({
  viewport: { width: 360, height: 740 },
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});
test.describe.configure({ timeout: 90_000 });

// The dev server sends its pages without no-store, as a server without the site's headers would: the browser keeps
// them in its cache (e2e/bfcache.spec.ts).
const devURL = `http://localhost:${process.env.E2E_DEV_PORT ?? 5199}`;

const showsKey = 'e2e-return-shows';

/** Records, in the tab's sessionStorage, each page shown: its path and whether the cache kept it (`persisted`). */
async function watchShows(page: Page) {
  await page.addInitScript((key) => {
    window.addEventListener('pageshow', (event) => {
      const shows = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      shows.push({ path: location.pathname, persisted: event.persisted });
      sessionStorage.setItem(key, JSON.stringify(shows));
    });
  }, showsKey);
}

async function shows(page: Page): Promise<{ path: string; persisted: boolean }[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), showsKey);
}

let serial = Date.now() % 1e9;

/** Sends a Viettel card of 100.000đ that succeeds, and waits for the form to say it is being processed. */
async function sendCard(page: Page) {
  await page.getByLabel('Số seri').fill(`10${String((serial += 1)).padStart(9, '0')}`);
  await page.getByLabel('Mã số thẻ').fill('1234567890123');
  await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Thẻ đang được nhà mạng kiểm tra' }),
  ).toBeVisible();
}

/** While the player is away: the card settles (the simulator takes 2 s) and 100.000đ arrive by bank (1.260 KP). */
async function meanwhile(account: TestAccount) {
  // Waits for the card to settle on the simulator (not for its 2 s: a busy machine takes longer).
  await expect
    .poll(
      async () =>
        (await ledgerOf(account.username)).transactions.filter(
          (row) => row.type === 'topup.card' && row.status === 'pending',
        ).length,
      { timeout: 20_000 },
    )
    .toBe(0);
  await simTool('/__sim/transfer', {
    username: account.username,
    method: 'vietcombank',
    amount: 100_000,
  });
}

const balance = (page: Page) => page.getByRole('region', { name: 'Số dư hiện tại' });
const cardResult = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Nạp thẻ thành công' });

test.describe('Back and Forward to the card form', () => {
  test('as nginx serves it (no-store, so Chromium loads it anew): the result of the card and the balance of now', async ({
    page,
  }) => {
    await watchShows(page);
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/payment/card');
    await expect(balance(page)).toContainText('0 KP');
    await sendCard(page);
    // (A page the cache kept fires no load event: Back and Forward are done once the browser commits to the entry.)
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).not.toHaveURL(/\/payment\/card$/);
    await meanwhile(account);
    await page.goForward({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/payment\/card$/);
    await expect(cardResult(page)).toBeVisible();
    await expect(page.getByText('Thẻ 100.000đ đã được nạp vào tài khoản của bạn.')).toBeVisible();
    await expect(balance(page)).toContainText('2.260 KP');
    // What Chromium did: the no-store page that called the API was loaded anew, not taken from its cache.
    const cardShows = (await shows(page)).filter((show) => show.path === '/payment/card');
    expect(cardShows.at(-1)).toEqual({ path: '/payment/card', persisted: false });
    // Seen once: Back and Forward again show the empty form.
    await page.goBack({ waitUntil: 'commit' });
    await page.goForward({ waitUntil: 'commit' });
    await expect(page.getByLabel('Số seri')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(cardResult(page)).toHaveCount(0);
  });

  test("between the portal's own pages (the form mounted again): the same", async ({ page }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/payment/card');
    await sendCard(page);
    // To the e-wallet tab (a route of the portal, no page load), then Back to the card form.
    await page
      .getByRole('navigation', { name: 'Phương thức thanh toán' })
      .getByRole('link', { name: /^Ví điện tử/ })
      .click();
    await expect(page).toHaveURL(/\/payment\/e-wallet$/);
    await meanwhile(account);
    await page.goBack();
    await expect(page).toHaveURL(/\/payment\/card$/);
    await expect(cardResult(page)).toBeVisible();
    await expect(balance(page)).toContainText('2.260 KP');
  });

  test('kept by the browser with the card still pending after its polls: shown again, the result and the balance of now', async ({
    page,
    context,
    allowConsoleError,
  }) => {
    // The dev server's live-reload socket, which the browser closes as it keeps the page.
    allowConsoleError(/WebSocket connection to .* failed: Page entered Back-Forward Cache/);
    // Its client loads a page anew once it reaches the server again after its socket closed: its pings go
    // unanswered here, so that the page shown is the one the cache kept.
    await context.route(`${devURL}/`, (route) =>
      route.request().headers()['accept'] === 'text/x-vite-ping' ? route.abort() : route.fallback(),
    );
    await watchShows(page);
    await page.clock.install();
    const account = await freshAccount();
    await page.goto(`${devURL}/login`);
    await submitLogin(page, account.username, account.password);
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    await page.goto(`${devURL}/payment/card`);
    await expect(balance(page)).toContainText('0 KP');
    // The history does not show the card while the form follows it: its polls run out.
    const hideCards = async (route: Route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as { type: string }[];
      await route.fulfill({ response, json: rows.filter((row) => row.type !== 'topup.card') });
    };
    await page.route(`${simURL}/api/transaction-history*`, hideCards);
    await sendCard(page);
    const stillPending = page.getByText(/Nhà mạng vẫn đang kiểm tra thẻ/);
    await expect(async () => {
      await page.clock.fastForward(1000);
      await expect(stillPending).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 30_000 });
    await page.unroute(`${simURL}/api/transaction-history*`, hideCards);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    // Away from the portal (not page.goto, whose checks would scan the blank page as one of the portal's).
    await page.evaluate(() => window.location.assign('about:blank'));
    await page.waitForURL('about:blank');
    await meanwhile(account);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/payment\/card$/);
    await expect(cardResult(page)).toBeVisible();
    await expect(balance(page)).toContainText('2.260 KP');
    // The page the cache kept, read again: not a page loaded anew.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect((await shows(page)).at(-1)).toEqual({ path: '/payment/card', persisted: true });
  });
});
