import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL, type TestAccount, simTool } from './sim';

/*
 * Issue 35's money items on a 360×740 phone: every money outcome comes into view, announced and focused (1); a
 * recharge asks to confirm before spending KP (2); a QR code saves as a picture (4); an e-wallet's number is its
 * phone number (5). Back and Forward (3) are e2e/return.spec.ts's.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 90_000 });

/** A new player with `amount` đồng paid in by bank (100.000đ is 1.260 KP with the bank's bonus), signed in. */
async function playerWith(page: Page, amount: number): Promise<TestAccount> {
  const account = await freshAccount();
  if (amount > 0) {
    await simTool('/__sim/transfer', { username: account.username, method: 'vietcombank', amount });
  }
  await loginThroughUi(page, account.username, account.password);
  return account;
}

/** Counts the page's POSTs to `path`. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Scrolls `button` to the bottom edge of the screen, where a player's thumb presses it; what comes below is off it. */
async function atTheBottom(button: Locator) {
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
}

/** The outcome area holding `text`: a live region, which must be on the screen whole and hold focus. */
const outcome = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

async function expectBroughtToThePlayer(area: Locator) {
  // Whole on the screen (to the rounding of a scroll to a fraction of a pixel).
  await expect(area).toBeInViewport({ ratio: 0.99 });
  await expect(area).toBeFocused();
}

const balance = (page: Page) => page.getByRole('region', { name: 'Số dư hiện tại' });

test.describe('every money outcome comes into view, announced and focused', () => {
  test('a card: its result appears below Xác nhận, off a phone’s screen, and is brought to the player', async ({
    page,
    checkPage,
  }) => {
    await playerWith(page, 0);
    await page.goto('/payment/card');
    await page.getByLabel('Số seri').fill(`10${String(Date.now() % 1e9).padStart(9, '0')}`);
    await page.getByLabel('Mã số thẻ').fill('1234567890123');
    await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
    const confirm = page.getByRole('button', { name: 'Xác nhận' });
    await atTheBottom(confirm);
    await confirm.click();
    await expectBroughtToThePlayer(outcome(page, 'Thẻ đang được nhà mạng kiểm tra'));
    const settled = outcome(page, 'Nạp thẻ thành công');
    await expect(settled).toBeVisible({ timeout: 15_000 });
    await expectBroughtToThePlayer(settled);
    await expect(balance(page)).toContainText('1.000 KP');
    await checkPage('card settled, in view');
  });

  test('a recharge and its success line', async ({ page }) => {
    await playerWith(page, 100_000);
    await page.goto('/recharge');
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await page.getByRole('radio', { name: /Cần 1\.000 KP/ }).check();
    const submit = page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' });
    await atTheBottom(submit);
    await submit.click();
    await page
      .getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' })
      .getByRole('button', { name: 'Xác nhận' })
      .click();
    const done = outcome(page, 'Đã nạp 1.030 Kim Nguyên Bảo vào Máy chủ Thiên Long.');
    await expect(done).toBeVisible();
    await expectBroughtToThePlayer(done);
  });

  test('a balance move to an active server', async ({ page }) => {
    const account = await freshAccount();
    await simTool('/__sim/closed-zone', { username: account.username });
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/recharge');
    await page.getByLabel('Máy chủ nhận số dư').selectOption({ label: 'Máy chủ Huyền Vũ' });
    const move = page.getByRole('button', { name: 'Chuyển số dư' });
    await atTheBottom(move);
    await move.click();
    await page
      .getByRole('dialog', { name: 'Xác nhận chuyển số dư' })
      .getByRole('button', { name: 'Xác nhận' })
      .click();
    const done = outcome(page, /Đã chuyển số dư sang máy chủ mới/);
    await expect(done).toBeVisible();
    await expectBroughtToThePlayer(done);
  });

  test('a gift claim, answered above the list, far from the row’s button', async ({ page }) => {
    const account = await freshAccount();
    await simTool('/__sim/transfer', {
      username: account.username,
      method: 'momo',
      amount: 100_000,
    });
    await loginThroughUi(page, account.username, account.password);
    await page.goto('/giftcode');
    const claim = page.getByRole('button', { name: /^Nhận key tự động/ });
    await atTheBottom(claim);
    await claim.click();
    const answer = outcome(page, 'Nhận quà thành công!');
    await expect(answer).toBeVisible();
    await expectBroughtToThePlayer(answer);
  });
});

test.describe('a recharge spends KP only once the player confirms', () => {
  test('the dialog names the server, the KP spent, the coins received and the balance after; Hủy keeps the choice', async ({
    page,
    checkPage,
  }) => {
    await playerWith(page, 100_000);
    await page.goto('/recharge');
    const recharges = countPosts(page, '/api/recharge/game');
    await expect(balance(page)).toContainText('1.260 KP');
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    const amount = page.getByRole('radio', { name: /Cần 1\.000 KP/ });
    await amount.check();
    const submit = page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' });
    // A double tap on 'Nạp': the dialog opens, and its second tap (on the overlay) does not close it.
    await submit.dblclick();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(600);
    await expect(dialog).toBeVisible();
    const line = (label: string) => dialog.getByText(label, { exact: true }).locator('xpath=..');
    await expect(line('Máy chủ')).toContainText('Máy chủ Thiên Long');
    await expect(line('KP sử dụng')).toContainText('1.000 KP');
    await expect(line('Nhận được')).toContainText('1.030 Kim Nguyên Bảo');
    await expect(line('Số dư sau khi nạp')).toContainText('260 KP');
    // Focused on itself, not on 'Xác nhận': a repeat of the key or a tap that opened it presses nothing.
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Xác nhận' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Hủy' })).toBeInViewport();
    await checkPage('recharge confirmation');

    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await expect(dialog).toBeHidden();
    expect(recharges()).toBe(0);
    await expect(page.getByLabel('Máy chủ').locator('option:checked')).toHaveText(
      'Máy chủ Thiên Long',
    );
    await expect(amount).toBeChecked();
    await expect(balance(page)).toContainText('1.260 KP');

    // Confirmed with a double tap: one request, its key made as it is sent.
    await submit.click();
    await dialog.getByRole('button', { name: 'Xác nhận' }).dblclick();
    await expect(
      page.getByText('Đã nạp 1.030 Kim Nguyên Bảo vào Máy chủ Thiên Long.'),
    ).toBeVisible();
    await expect(balance(page)).toContainText('260 KP');
    expect(recharges()).toBe(1);
  });
});

test.describe('a QR code a phone cannot scan from its own screen', () => {
  test("'Lưu ảnh QR' saves a PNG of the code with the bank, the amount line and the transfer content under it", async ({
    page,
    context,
  }) => {
    await playerWith(page, 0);
    await page.goto('/payment/bank-transfer');
    const bank = page.getByRole('article', { name: 'Vietcombank' });
    await expect(bank.getByRole('img', { name: 'Mã QR chuyển khoản Vietcombank' })).toBeVisible();
    const save = bank.getByRole('button', { name: 'Lưu ảnh QR' });
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe('ma-qr-vietcombank.png');
    const png = readFileSync(await download.path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    // The code drawn is the payload the API sent, at error correction L, 8 px a module.
    const methods = await page.evaluate(async (url) => {
      const response = await fetch(`${url}/api/payment-methods`, { credentials: 'include' });
      return (await response.json()) as { bankTransfers: { label: string; qrCodeData: string }[] };
    }, simURL);
    const payload = methods.bankTransfers.find((method) => method.label === 'Vietcombank')!;
    const code = qrcode(0, 'L');
    code.addData(payload.qrCodeData, 'Byte');
    code.make();
    const count = code.getModuleCount();
    const dark = Array.from({ length: count }, (_, row) =>
      Array.from({ length: count }, (_, col) => code.isDark(row, col)),
    );
    // Read back in a blank page of its own (the portal's CSP allows no such image, rightly).
    const reader = await context.newPage();
    const read = await reader.evaluate(
      async ({ base64, dark }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, image.width, image.height).data;
        const isDark = (x: number, y: number) => pixels[(y * image.width + x) * 4]! < 128;
        const codePx = (dark.length + 8) * 8;
        const left = (image.width - codePx) / 2;
        let mismatches = 0;
        dark.forEach((row, r) =>
          row.forEach((expected, c) => {
            if (isDark(left + (c + 4) * 8 + 4, (r + 4) * 8 + 4) !== expected) mismatches += 1;
          }),
        );
        // Text under the code: dark pixels in three bands of 28 px below it.
        const bands = [0, 1, 2].map((band) => {
          let inked = 0;
          for (let y = codePx + band * 28; y < codePx + (band + 1) * 28; y += 1)
            for (let x = 0; x < image.width; x += 1) if (isDark(x, y)) inked += 1;
          return inked;
        });
        return { width: image.width, height: image.height, codePx, mismatches, bands };
      },
      { base64: png.toString('base64'), dark },
    );
    await reader.close();
    expect(read.mismatches).toBe(0);
    expect(read.width).toBeGreaterThanOrEqual(read.codePx);
    expect(read.height).toBeGreaterThan(read.codePx + 3 * 28);
    for (const inked of read.bands) expect(inked).toBeGreaterThan(50);
  });

  test("an e-wallet's code saves too, and its number is named 'Số điện thoại ví'", async ({
    page,
  }) => {
    await playerWith(page, 0);
    await page.goto('/payment/e-wallet');
    const momo = page.getByRole('article', { name: 'Ví MoMo' });
    await expect(momo.getByRole('img', { name: 'Mã QR chuyển khoản Ví MoMo' })).toBeVisible();
    await expect(momo.getByText('Số điện thoại ví')).toBeVisible();
    await expect(momo).toContainText('0909123456');
    await expect(momo.getByText('Số tài khoản')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      momo.getByRole('button', { name: 'Lưu ảnh QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ma-qr-momo.png');
    await page.goto('/payment/bank-transfer');
    const bank = page.getByRole('article', { name: 'Vietcombank' });
    await expect(bank.getByText('Số tài khoản')).toBeVisible();
    await expect(bank.getByText('Số điện thoại ví')).toHaveCount(0);
  });
});
