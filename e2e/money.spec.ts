import { type Page } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL, type TestAccount, simTool } from './sim';

// The simulator's faults apply to the next matching request of anyone: these tests run one at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let serial = Date.now() % 1e9;
/** A Viettel serial (11 digits) no test used before. */
const nextSerial = () => `10${String((serial += 1)).padStart(9, '0')}`;

async function playerWith(page: Page, amount: number): Promise<TestAccount> {
  const account = await freshAccount();
  if (amount > 0) {
    await simTool('/__sim/transfer', { username: account.username, method: 'vietcombank', amount });
  }
  await loginThroughUi(page, account.username, account.password);
  return account;
}

async function submitCard(page: Page, pin: string, options: { double?: boolean } = {}) {
  await page.getByLabel('Số seri').fill(nextSerial());
  await page.getByLabel('Mã số thẻ').fill(pin);
  await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
  const confirm = page.getByRole('button', { name: 'Xác nhận' });
  if (options.double) await confirm.dblclick();
  else await confirm.click();
}

function countCardPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/recharge/card')) count += 1;
  });
  return () => count;
}

const balance = (page: Page) => page.getByRole('region', { name: 'Số dư hiện tại' });

test.describe('the payment page', () => {
  test('/payment opens the card tab; a card settles and raises the balance', async ({
    page,
    checkPage,
  }) => {
    await playerWith(page, 0);
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/payment\/card$/);
    const tabs = page.getByRole('navigation', { name: 'Phương thức thanh toán' });
    await expect(tabs.getByRole('link', { name: /^Nạp thẻ/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(balance(page)).toContainText('0 KP');
    await checkPage('card form');
    const posts = countCardPosts(page);
    await submitCard(page, '1234567890123', { double: true });
    await expect(
      page.getByRole('progressbar', { name: 'Thẻ đang được nhà mạng kiểm tra' }),
    ).toBeVisible();
    await checkPage('card pending');
    await expect(page.getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 15_000 });
    await expect(balance(page)).toContainText('1.000 KP');
    expect(posts()).toBe(1);
    await checkPage('card succeeded');
  });

  test('a failed and a cancelled card show their notes', async ({ page, checkPage }) => {
    await playerWith(page, 0);
    await page.goto('/payment/card');
    await submitCard(page, '1234567890000');
    await expect(page.getByRole('alert')).toContainText('Thẻ không hợp lệ hoặc đã được sử dụng', {
      timeout: 15_000,
    });
    await checkPage('card failed');
    await submitCard(page, '1234567891111');
    await expect(page.getByRole('alert')).toContainText('Thẻ đã bị hủy do chọn sai mệnh giá', {
      timeout: 15_000,
    });
  });

  test('a card POST that times out is reconciled from the history, not resent', async ({
    page,
    checkPage,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_|Failed to load resource|net::/);
    const account = await playerWith(page, 0);
    await page.goto('/payment/card');
    await expect(page.getByLabel('Số seri')).toBeVisible();
    const posts = countCardPosts(page);
    // For this player only: a test beside it sending a card must not meet the delay.
    await simTool('/__sim/faults', {
      method: 'POST',
      path: '/api/recharge/card',
      delayMs: 6000,
      username: account.username,
    });
    await submitCard(page, '1234567890123');
    await expect(page.getByText(/Chưa rõ thẻ đã được gửi đi hay chưa/)).toBeVisible({
      timeout: 10_000,
    });
    await checkPage('card outcome being checked');
    await expect(page.getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 30_000 });
    await expect(balance(page)).toContainText('1.000 KP');
    expect(posts()).toBe(1);
  });

  test('e-wallet and bank pages show 144 px QR codes of qrCodeData, and copy says so for 3 s', async ({
    page,
    context,
    checkPage,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await playerWith(page, 0);
    for (const [tab, label, account_] of [
      ['e-wallet', 'Ví MoMo', '0909123456'],
      ['bank-transfer', 'Vietcombank', '1023456789'],
    ] as const) {
      await page.goto(`/payment/${tab}`);
      const code = page.getByRole('img', { name: `Mã QR chuyển khoản ${label}` });
      await expect(code).toBeVisible();
      const box = await code.boundingBox();
      expect(box?.width).toBe(144);
      expect(box?.height).toBe(144);
      const card = page.getByRole('article', { name: label });
      await expect(card).toContainText(account_);
      await expect(card).toContainText(`NAPKP ${account.username}`);
      await checkPage(`${tab} page`);
    }
    // The code drawn is the payload the API sent, encoded at error correction L.
    const methods = await page.evaluate(async (url) => {
      const response = await fetch(`${url}/api/payment-methods`, { credentials: 'include' });
      return (await response.json()) as { bankTransfers: { label: string; qrCodeData: string }[] };
    }, simURL);
    const vietcombank = methods.bankTransfers.find((m) => m.label === 'Vietcombank')!;
    const expected = qrcode(0, 'L');
    expected.addData(vietcombank.qrCodeData, 'Byte');
    expected.make();
    const count = expected.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row += 1)
      for (let col = 0; col < count; col += 1)
        if (expected.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    await expect(
      page.getByRole('img', { name: 'Mã QR chuyển khoản Vietcombank' }).locator('path'),
    ).toHaveAttribute('d', path);

    const content = page
      .getByRole('article', { name: 'Vietcombank' })
      .getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' });
    await content.click();
    const copied = page.getByRole('article', { name: 'Vietcombank' }).getByText('Đã sao chép');
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `NAPKP ${account.username}`,
    );
    // The exact 3 s is the CopyValue component test's (fake timers); a shared machine only shows it goes again.
    await expect(copied).toBeHidden({ timeout: 10_000 });
  });

  test('an incoming transfer shows in the balance after a refetch', async ({ page }) => {
    const account = await playerWith(page, 0);
    await page.goto('/payment/bank-transfer');
    await expect(balance(page)).toContainText('0 KP');
    await simTool('/__sim/transfer', {
      username: account.username,
      method: 'momo',
      amount: 100_000,
    });
    await page.reload();
    await expect(balance(page)).toContainText('1.050 KP');
  });

  test('the debtor sees the debt and its warning', async ({ page, checkPage }) => {
    await loginThroughUi(page, 'debtor', 'Debtor@2026');
    await page.goto('/payment/card');
    await expect(balance(page)).toContainText('- 300 KP (còn nợ)');
    await expect(balance(page)).toContainText('tự động được trừ vào lần nạp tiếp theo');
    await checkPage('debtor');
  });

  test('fits 360 px without horizontal scroll', async ({ page }) => {
    await playerWith(page, 0);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/payment/card',
      '/payment/e-wallet',
      '/payment/bank-transfer',
      '/recharge',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('in the light colour mode', () => {
  // Declared before 'game recharge', whose last test moves legacy's balances for good: this one
  // opens legacy's dialog and cancels it.
  test('every money screen and state passes axe', async ({
    page,
    checkPage,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_|Failed to load resource|net::/);
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    const account = await playerWith(page, 100_000);
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');

    await page.goto('/payment/card');
    await expect(page.getByLabel('Số seri')).toBeVisible();
    await submitCard(page, '1234567890123');
    await expect(
      page.getByRole('progressbar', { name: 'Thẻ đang được nhà mạng kiểm tra' }),
    ).toBeVisible();
    await checkPage('card pending, light');
    await expect(page.getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 15_000 });
    await checkPage('card succeeded, light');
    await submitCard(page, '1234567890000');
    await expect(page.getByRole('alert')).toContainText('Thẻ không hợp lệ', { timeout: 15_000 });
    await checkPage('card failed, light');
    await submitCard(page, '1234567891111');
    await expect(page.getByRole('alert')).toContainText('chọn sai mệnh giá', { timeout: 15_000 });
    await checkPage('card cancelled, light');
    const serial = page.getByLabel('Số seri');
    const before = await serial.inputValue();
    // Typed at the end of what the field holds, where a player's tap puts the caret.
    await serial.focus();
    await serial.press('End');
    await serial.pressSequentially('1A');
    await expect(serial).toHaveValue(`${before}1`);
    await expect(serial).toHaveAccessibleDescription(
      /^Chỉ nhập chữ số; ký tự khác không được nhận\./,
    );
    await checkPage('card letter refused, light');
    await simTool('/__sim/faults', {
      method: 'POST',
      path: '/api/recharge/card',
      delayMs: 6000,
      username: account.username,
    });
    await submitCard(page, '1234567890123');
    await expect(page.getByText(/Chưa rõ thẻ đã được gửi đi hay chưa/)).toBeVisible({
      timeout: 10_000,
    });
    await checkPage('card outcome being checked, light');
    await expect(page.getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 30_000 });

    for (const tab of ['e-wallet', 'bank-transfer'] as const) {
      await page.goto(`/payment/${tab}`);
      await expect(page.getByRole('img', { name: /^Mã QR chuyển khoản/ }).first()).toBeVisible();
      await checkPage(`${tab} page, light`);
    }

    await page.goto('/recharge');
    await expect(page.getByRole('radio', { name: /Số dư chưa đủ/ }).first()).toBeDisabled();
    await checkPage('recharge form, light');
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await page.getByRole('radio', { name: /Cần 1\.000 KP/ }).check();
    await page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }).click();
    const asked = page.getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
    await expect(asked).toBeVisible();
    await checkPage('recharge dialog, light');
    await asked.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByText(/^Đã nạp 1\.030 Kim Nguyên Bảo/)).toBeVisible();
    await checkPage('recharge succeeded, light');

    await page.context().clearCookies();
    await loginThroughUi(page, 'debtor', 'Debtor@2026');
    await page.goto('/payment/card');
    await expect(balance(page)).toContainText('- 300 KP (còn nợ)');
    await checkPage('debtor, light');
    await page.goto('/recharge');
    await expect(page.getByRole('radio').first()).toBeDisabled();
    await checkPage('debtor recharge, light');

    await page.context().clearCookies();
    await loginThroughUi(page, 'legacy', 'Legacy@2026');
    await page.goto('/recharge');
    await expect(page.getByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
    await checkPage('upgrade screen, light');
    // The upgrade screen has a layout of its own: it too fits 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'upgrade screen at 360 px').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Máy chủ nhận số dư').selectOption({ label: 'Máy chủ Huyền Vũ' });
    await page.getByRole('button', { name: 'Chuyển số dư' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận chuyển số dư' });
    await expect(dialog).toBeVisible();
    await checkPage('upgrade dialog, light');
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('game recharge', () => {
  test('with enough KP: recharges and lowers the balance; without: amounts greyed', async ({
    page,
    checkPage,
  }) => {
    await playerWith(page, 100_000);
    await page.goto('/recharge');
    await expect(balance(page)).toContainText('1.260 KP');
    await expect(
      page.getByRole('radio', { name: /Số dư chưa đủ \(cần 2\.000 KP\)/ }),
    ).toBeDisabled();
    await checkPage('recharge form');
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await page.getByRole('radio', { name: /Cần 1\.000 KP/ }).check();
    await page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }).click();
    const asked = page.getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
    await expect(asked).toContainText('Máy chủ Thiên Long');
    await checkPage('recharge dialog');
    await asked.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(
      page.getByText('Đã nạp 1.030 Kim Nguyên Bảo vào Máy chủ Thiên Long.'),
    ).toBeVisible();
    await expect(balance(page)).toContainText('260 KP');
    await expect(page.getByRole('radio', { name: /Số dư chưa đủ \(cần 500 KP\)/ })).toBeDisabled();
    await checkPage('recharge succeeded');
  });

  test('legacy assigns the old balances and the upgrade screen ends', async ({
    page,
    checkPage,
  }) => {
    await loginThroughUi(page, 'legacy', 'Legacy@2026');
    await page.goto('/recharge');
    await expect(page.getByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
    await checkPage('upgrade screen');
    await page.getByLabel('Máy chủ nhận số dư').selectOption({ label: 'Máy chủ Huyền Vũ' });
    await page.getByRole('button', { name: 'Chuyển số dư' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận chuyển số dư' });
    await expect(dialog).toContainText('Máy chủ Huyền Vũ');
    await checkPage('upgrade dialog');
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByText(/Đã chuyển số dư sang máy chủ mới/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' })).toBeVisible({
      timeout: 10_000,
    });
  });
});
