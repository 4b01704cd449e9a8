import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simTool } from './sim';

/**
 * A money write is one decision of the player: Enter held on its button for 2 s (Chromium repeats the keydown about
 * 30 times a second, `repeat: true`) sends one request, also after the first one succeeded. A game recharge asks to
 * confirm first: the Enter held on 'Nạp' opens the dialog and its repeats confirm nothing; held on 'Xác nhận', it
 * sends once.
 */

/** Counts the page's POSTs to `path`. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Focuses `button` and holds Enter on it for `ms`: the first keydown, then one with `repeat` every 33 ms. */
async function holdEnter(page: Page, button: Locator, ms = 2000) {
  await button.focus();
  const until = Date.now() + ms;
  while (Date.now() < until) {
    await page.keyboard.down('Enter');
    await page.waitForTimeout(33);
  }
  await page.keyboard.up('Enter');
}

test.describe('Enter held on a money button sends once', () => {
  test('a game recharge, a scratch card and a gift claim', async ({ page }) => {
    const account = await freshAccount();
    await simTool('/__sim/transfer', {
      username: account.username,
      method: 'vietcombank',
      amount: 100_000,
    });
    await loginThroughUi(page, account.username, account.password);

    await page.goto('/recharge');
    const recharges = countPosts(page, '/api/recharge/game');
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await page.getByRole('radio', { name: /Cần 100 KP/ }).check();
    await holdEnter(page, page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }));
    const dialog = page.getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    expect(recharges()).toBe(0);
    await holdEnter(page, dialog.getByRole('button', { name: 'Xác nhận' }));
    await expect(page.getByText(/^Đã nạp 100 Kim Nguyên Bảo/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Số dư hiện tại' })).toContainText('1.160 KP');
    expect(recharges()).toBe(1);

    await page.goto('/payment/card');
    const cards = countPosts(page, '/api/recharge/card');
    await page.getByLabel('Số seri').fill(`10${String(Date.now() % 1e9).padStart(9, '0')}`);
    await page.getByLabel('Mã số thẻ').fill('1234567890123');
    await page.getByLabel('Mệnh giá').selectOption({ label: '10.000đ' });
    await holdEnter(page, page.getByRole('button', { name: 'Xác nhận' }));
    await expect(
      page.getByText(/Nạp thẻ thành công|Thẻ đang được nhà mạng kiểm tra/).first(),
    ).toBeVisible();
    expect(cards()).toBe(1);

    await page.goto('/giftcode');
    const claims = countPosts(page, '/api/giftpaysys/receive');
    await holdEnter(page, page.getByRole('button', { name: /^Nhận key tự động/ }));
    await expect(
      page.getByRole('status').filter({ hasText: 'Nhận quà thành công!' }),
    ).toBeVisible();
    expect(claims()).toBe(1);
  });

  test('an account-zone assignment, confirmed in its dialog', async ({ page }) => {
    const account = await freshAccount();
    await simTool('/__sim/closed-zone', { username: account.username });
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/recharge');
    await expect(page.getByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
    const assignments = countPosts(page, '/api/account-zones');
    await page.getByLabel('Máy chủ nhận số dư').selectOption({ label: 'Máy chủ Huyền Vũ' });
    await page.getByRole('button', { name: 'Chuyển số dư' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận chuyển số dư' });
    await holdEnter(page, dialog.getByRole('button', { name: 'Xác nhận' }));
    await expect(page.getByText(/Đã chuyển số dư sang máy chủ mới/)).toBeVisible();
    expect(assignments()).toBe(1);
  });
});
