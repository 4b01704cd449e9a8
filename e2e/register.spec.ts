import { expect, test } from './fixtures';

function uniqueUsername(): string {
  return `tk_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

test.describe('registration wizard', () => {
  test('three steps with the back button between them, then the account is created', async ({
    page,
    checkPage,
  }) => {
    const username = uniqueUsername();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Số điện thoại của bạn' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Tiếp tục' });
    await expect(next).toBeDisabled();
    await page
      .getByRole('textbox', { name: 'Số điện thoại' })
      .fill(`09${String(Date.now()).slice(-8)}`);
    await next.click();

    await expect(page.getByRole('heading', { name: 'Chọn tên đăng nhập' })).toBeVisible();
    await checkPage('username step');
    await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page.getByRole('heading', { name: 'Đặt mật khẩu' })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Chọn tên đăng nhập' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue(username);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Số điện thoại của bạn' })).toBeVisible();
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Đặt mật khẩu' })).toBeVisible();

    await page.getByLabel('Mật khẩu', { exact: true }).fill('Hiepkhach2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Hiepkhach2026');
    await checkPage('password step');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
  });

  test("the password typed is in its field and nowhere in the page's HTML", async ({ page }) => {
    const password = 'Bi3t-m4t-2026';
    await page.goto('/register');
    await page
      .getByRole('textbox', { name: 'Số điện thoại' })
      .fill(`09${String(Date.now()).slice(-8)}`);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(uniqueUsername());
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Mật khẩu', { exact: true }).pressSequentially(password);
    await page.getByLabel('Nhập lại mật khẩu').pressSequentially(password);
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue(password);
    // what a session-replay tool, an extension or the embed's host page copies: no value attribute holds it
    expect(await page.locator('form').evaluate((form) => form.outerHTML)).not.toContain(password);
    // shown again after going back a step, it is still only in the field
    await page.goBack();
    await page.goForward();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveValue(password);
    expect(await page.content()).not.toContain(password);
  });

  test('a 422 turns the wizard into one form with every server error', async ({
    page,
    checkPage,
  }) => {
    await page.goto('/register');
    await page
      .getByRole('textbox', { name: 'Số điện thoại' })
      .fill(`09${String(Date.now()).slice(-8)}`);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('demo');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Hiepkhach2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Hiepkhach2026');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();

    await expect(
      page.getByRole('heading', { name: 'Trước tiên, chúng tôi cần một vài thông tin' }),
    ).toBeVisible();
    await expect(page.getByText('Vui lòng kiểm tra lại thông tin tài khoản của bạn')).toBeVisible();
    for (const label of ['Số điện thoại', 'Tên đăng nhập']) {
      await expect(page.getByRole('textbox', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await checkPage('single form');
  });
});
