import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

// Issue 35's frictions on a phone (360 × 740), as a new player meets them: digits-only fields, limits said instead of
// cut, words a person wrote, the balance where a player looks. (The lockout: auth.spec.ts; the tap targets, the
// dialogs and the payment page sideways: phone.spec.ts.)
test.use({ viewport: { width: 360, height: 740 } });

/** A fresh player who transferred 100.000đ (1.260 KP with its bonus), signed in. */
async function player(page: Page) {
  const account = await freshAccount();
  const api = await page.context().request.post(`${simURL}/__sim/transfer`, {
    data: { username: account.username, method: 'vietcombank', amount: 100_000 },
  });
  expect(api.ok()).toBe(true);
  await loginThroughUi(page, account.username, account.password);
  return account;
}

test.describe('digits-only fields (item 7)', () => {
  test("the card's serial and PIN: the numeric keyboard, a letter refused as typed, the carrier's lengths", async ({
    page,
    checkPage,
  }) => {
    await player(page);
    await page.goto('/payment/card');
    const serial = page.getByLabel('Số seri');
    const pin = page.getByLabel('Mã số thẻ');
    for (const field of [serial, pin]) await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(serial).toHaveAccessibleDescription('Số seri thẻ Viettel gồm 11 hoặc 14 chữ số.');
    await expect(pin).toHaveAccessibleDescription('Mã số thẻ Viettel gồm 13 hoặc 15 chữ số.');
    await page.getByRole('radio', { name: 'Thẻ Mobifone' }).check();
    await expect(serial).toHaveAccessibleDescription('Số seri thẻ Mobifone gồm 15 chữ số.');

    // the secret inputs keep their value out of the DOM attribute, a refused letter too
    await serial.pressSequentially('1001a');
    await expect(serial).toHaveValue('1001');
    await expect(serial).toHaveAccessibleDescription(
      'Chỉ nhập chữ số; ký tự khác không được nhận. Số seri thẻ Mobifone gồm 15 chữ số.',
    );
    await expect(serial).not.toHaveAttribute('value');
    await pin.pressSequentially('12x3');
    await expect(pin).toHaveValue('123');
    await checkPage('a letter refused in the PIN');
    await serial.pressSequentially('2');
    await expect(serial).toHaveAccessibleDescription('Số seri thẻ Mobifone gồm 15 chữ số.');
  });

  test('the OTP of phone recovery takes six digits, on the numeric keyboard', async ({ page }) => {
    await page.goto('/recovery/forgot-password-by-phone');
    const otp = page.getByLabel('Mã OTP');
    await expect(otp).toHaveAttribute('inputmode', 'numeric');
    await otp.pressSequentially('12ab');
    await expect(otp).toHaveValue('12');
    await expect(otp).toHaveAccessibleDescription(
      /^Chỉ nhập chữ số; ký tự khác không được nhận\. Mã gồm 6 số/,
    );
    await otp.pressSequentially('34567');
    await expect(otp).toHaveValue('123456');
  });
});

test.describe('limits said, never a silent cut (item 8)', () => {
  test('a name pasted past 32 characters is refused whole, with a counter, and nothing cut is saved', async ({
    page,
    checkPage,
  }) => {
    await player(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Thay đổi Họ và tên' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đổi họ và tên' });
    const first = dialog.getByRole('textbox', { name: 'Tên', exact: true });
    await expect(first).toHaveAccessibleDescription('0/32 ký tự');
    await first.focus();
    // as a paste arrives: one insertion of the whole text
    await page.keyboard.insertText('Thiên Long Bát Bộ Cao Thủ Võ Lâm Truyền Kỳ');
    await expect(first).toHaveValue('');
    await expect(first).toHaveAccessibleDescription(
      'Tối đa 32 ký tự; phần nhập thêm không được nhận. 0/32 ký tự',
    );
    await checkPage('a name refused past 32 characters');
    await page.keyboard.insertText('Cao Thủ Võ Lâm');
    await expect(first).toHaveAccessibleDescription('14/32 ký tự');
    await dialog.getByRole('textbox', { name: 'Họ', exact: true }).fill('Trần');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog.getByText('Đổi tên thành công!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(page.getByText('Trần Cao Thủ Võ Lâm').first()).toBeVisible();
  });
});

test.describe('words a person wrote (item 12)', () => {
  test('the recharge, the gifts, the e-mail a player adds, and the history rows that say why', async ({
    page,
  }) => {
    await player(page);
    await page.goto('/recharge');
    await expect(page.getByRole('radio', { name: /Cần 100 KP$/ })).toBeEnabled();
    await expect(
      page.getByRole('radio', { name: /Số dư chưa đủ \(cần 2\.000 KP\)$/ }),
    ).toBeDisabled();
    await expect(page.getByText(/cần: |không đủ \d/)).toHaveCount(0);

    await page.goto('/giftcode');
    await expect(page.getByText(/^Cách dùng giftcode: /)).toBeVisible();
    await expect(page.getByText('Nạp tích lũy đủ 100.000đ').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('100K');

    await page.goto('/');
    await page.getByRole('button', { name: 'Thêm email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm email' });
    await dialog.getByRole('textbox', { name: 'Email mới' }).fill(`hiep${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(dialog.getByText('Đổi địa chỉ email thành công!')).toBeVisible();
    await expect(dialog.getByText(/^Địa chỉ mới chưa được xác thực/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Gửi email xác thực' }).click();
    await expect(dialog.getByText(/^Đã gửi email xác thực/)).toBeVisible();
  });

  test("a pending card says the carrier is checking it; a recall and a 'Chưa rõ' row say why", async ({
    page,
  }) => {
    await player(page);
    await page.goto('/payment/card');
    await page.getByLabel('Số seri').fill(`10${String(Date.now() % 1e9).padStart(9, '0')}`);
    await page.getByLabel('Mã số thẻ').fill('1234567890123');
    await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByText('Thẻ đang được nhà mạng kiểm tra').first()).toBeVisible();
    await expect(page.getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 15_000 });

    // Away from the portal first: an answer still on its way (the balance refetched after the card) would set the
    // session cookie again after it was cleared, and /login would find the player signed in.
    await page.evaluate(() => window.location.assign('about:blank'));
    await page.waitForURL('about:blank');
    await page.context().clearCookies();
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/transactions');
    const rows = page.getByRole('row');
    const recall = rows.filter({ has: page.getByRole('rowheader', { name: 'Thu hồi' }) }).first();
    await expect(recall).toContainText('KP cộng thừa bị thu hồi');
    const unknown = rows.filter({ hasText: 'Chưa rõ' }).first();
    await expect(unknown).toContainText('Giao dịch đang chờ đối soát');
  });
});

test.describe('the balance where a player looks (item 13)', () => {
  test('in the account menu and on the profile summary, from the one read of /api/me', async ({
    page,
  }) => {
    const account = await player(page);
    await page.goto('/');
    await expect(page.getByText('Số dư: 1.260 KP')).toBeVisible();
    // From now on /api/me answers nothing: the menu shows the balance from the read the page made, not from one of
    // its own. (Counting requests instead failed on a busy machine: swr reads a stale answer again when another
    // hook mounts more than 2 s after it, which a slow click can be.)
    const held: Route[] = [];
    await page.route(`${simURL}/api/me`, (route) => void held.push(route));
    await page.getByRole('button', { name: `Xin chào, ${account.username}` }).click();
    const balance = page.getByRole('menuitem', { name: /^Số dư: 1\.260 KP/ });
    await expect(balance).toBeVisible();
    await page.unroute(`${simURL}/api/me`);
    await Promise.all(held.map((route) => route.continue()));
    await balance.click();
    await expect(page).toHaveURL(/\/payment\/card$/);
  });
});
