import { request, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Danh sách giao dịch' }).locator('tbody > tr');

/** Credits an account with an incoming MoMo transfer (a successful top-up). */
async function transfer(username: string, amount: number) {
  const api = await request.newContext({ baseURL: simURL });
  const response = await api.post('/__sim/transfer', {
    data: { username, method: 'momo', amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await api.dispose();
}

/** Tops up a card as the page's signed-in player, through the browser context's cookies. */
async function topupCard(page: Page) {
  const api = page.context().request;
  await api.get(`${simURL}/api/csrf-cookie`);
  const xsrf = (await page.context().cookies(simURL)).find((c) => c.name === 'XSRF-TOKEN');
  const serial = String(Date.now()).slice(-11).padStart(11, '1');
  const response = await api.post(`${simURL}/api/recharge/card`, {
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    },
    data: { provider: 'VIETTEL', serial, pin: '1234567890123', value: 10000 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return serial;
}

test.describe('transaction history', () => {
  test('demo sees exactly 15 rows, newest first, with the id in a tooltip by mouse and keyboard', async ({
    page,
    checkPage,
  }) => {
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.getByRole('link', { name: 'Lịch sử giao dịch' }).first().click();
    await expect(page).toHaveTitle(/Lịch sử giao dịch/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
    await expect(historyRows(page)).toHaveCount(15);
    const times = await historyRows(page)
      .locator('time')
      .evaluateAll((all) => all.map((time) => time.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
    await checkPage('demo history');

    const newest = historyRows(page).first().getByRole('button').first();
    await newest.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(/^Mã giao dịch: \d+$/);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();

    // By keyboard: Tab from the table's region to the newest row's type.
    await page.getByRole('region', { name: 'Danh sách giao dịch' }).focus();
    await page.keyboard.press('Tab');
    await expect(newest).toBeFocused();
    await expect(tooltip).toHaveText(/^Mã giao dịch: \d+$/);
    await expect(newest).toHaveAttribute('aria-describedby', /.+/);
    await checkPage('type tooltip by keyboard');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('at 360 px the history is a list of cards and the page never scrolls sideways; light mode too', async ({
    page,
    checkPage,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/transactions');
    await expect(historyRows(page)).toHaveCount(15);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('columnheader', { name: 'Loại' })).not.toBeInViewport();
    await checkPage('history at 360 px, light');
  });

  test('rows that cannot be shown are counted beside the others', async ({ page, checkPage }) => {
    // The API sends a row the portal cannot read (its value is words) before the others.
    await page.route(`${simURL}/api/transaction-history*`, async (route) => {
      const response = await route.fetch();
      const rows = (await response.json()) as object[];
      await route.fulfill({
        response,
        json: [{ id: 1, type: 'credit.pay', value: 'một trăm' }, ...rows],
      });
    });
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/transactions');
    await expect(historyRows(page)).toHaveCount(15);
    await expect(page.getByText('Có 1 giao dịch không hiển thị được.')).toBeVisible();
    await checkPage('history with a row left out');
  });

  test('newbie sees the empty history text', async ({ page, checkPage }) => {
    await loginThroughUi(page, 'newbie', 'Newbie@2026');
    await page.goto('/transactions');
    await expect(page.getByText('Bạn chưa có giao dịch nào.')).toBeVisible();
    await checkPage('empty history');
  });

  test('a card just topped up shows at the top (pending, or already settled), then settles', async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    const serial = await topupCard(page);
    await page.goto('/transactions');
    const row = historyRows(page).first();
    await expect(row).toContainText(serial);
    // The simulator settles a card within 3 s: the page may open before or after that.
    const status = row.locator('td').nth(4);
    await expect(status).toHaveText(/Đang xử lý|Thành công/);
    await expect(status).toHaveText(/Thành công/, { timeout: 15_000 });
  });
});

test.describe('gift codes', () => {
  test('an empty gift-code answer shows the empty text', async ({ page, checkPage }) => {
    await page.route(`${simURL}/api/giftpaysys`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/giftcode');
    await expect(page).toHaveTitle(/Giftcode/);
    await expect(page.getByText('Chưa có giftcode nào.')).toBeVisible();
    await checkPage('no gift codes');
  });

  test('claims the auto key and a share-gated code; a cancelled share claims nothing', async ({
    page,
    checkPage,
  }) => {
    const account = await freshAccount();
    await transfer(account.username, 100_000);
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/giftcode');
    await checkPage('gift codes, dark');

    await page.getByRole('button', { name: /^Nhận key tự động/ }).click();
    const message = page.getByRole('status').filter({ hasText: 'Nhận quà thành công!' });
    await expect(message).toBeVisible();
    const autoRow = page.getByRole('row', { name: /Quà nạp tích lũy 100.000đ/ });
    await expect(autoRow).toContainText('Đã nhận lúc');
    await expect(autoRow.getByRole('button', { name: /^Sao chép/ })).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('portal.devShare', 'fail'));
    const share = page.getByRole('button', { name: 'Chia sẻ để nhận Quà tân thủ' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chia sẻ không thành công hoặc bị hủy bỏ.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Quà tân thủ/ })).toContainText('Chưa nhận');

    await page.evaluate(() => window.localStorage.removeItem('portal.devShare'));
    await share.click();
    await expect(page.getByText(/^Nhận quà thành công!/)).toBeVisible();
    await expect(page.getByRole('row', { name: /Quà tân thủ/ })).toContainText('Đã nhận lúc');
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await page.reload();
    await expect(page.getByRole('row', { name: /Quà tân thủ/ })).toContainText('Đã nhận lúc');
    await checkPage('gift codes claimed, light');
  });
});

test.describe('in the light colour mode', () => {
  test('every history and gift-code state passes axe', async ({ page, checkPage }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await page.goto('/transactions');
    await expect(historyRows(page)).toHaveCount(15);
    await historyRows(page).first().getByRole('button').first().hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await checkPage('type tooltip, light');
    await page.mouse.move(0, 0);

    await page.context().clearCookies();
    await loginThroughUi(page, 'newbie', 'Newbie@2026');
    await page.goto('/transactions');
    await expect(page.getByText('Bạn chưa có giao dịch nào.')).toBeVisible();
    await checkPage('empty history, light');

    // A new player with one transfer: the auto key can be claimed, and a share cancelled.
    await page.context().clearCookies();
    const account = await freshAccount();
    await transfer(account.username, 100_000);
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/giftcode');
    await page.getByRole('button', { name: /^Nhận key tự động/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Nhận quà thành công!' }),
    ).toBeVisible();
    await checkPage('auto key claimed, light');
    await page.evaluate(() => window.localStorage.setItem('portal.devShare', 'fail'));
    await page.getByRole('button', { name: 'Chia sẻ để nhận Quà tân thủ' }).click();
    await expect(page.getByText('Chia sẻ không thành công hoặc bị hủy bỏ.')).toBeVisible();
    await checkPage('share cancelled, light');

    await page.route(`${simURL}/api/giftpaysys`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
    await page.goto('/giftcode');
    await expect(page.getByText('Chưa có giftcode nào.')).toBeVisible();
    await checkPage('no gift codes, light');
  });
});
