import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, lastMessageTo, requestVerificationLink, sendSms, setEmail } from './sim';

test.describe('account recovery', () => {
  test('reset by e-mail through the link in the outbox', async ({ page, checkPage }) => {
    const account = await freshAccount();
    const email = `${account.username}@example.vn`;
    await setEmail(account, email);

    await page.goto('/recovery');
    await expect(page.getByRole('heading', { name: 'Khôi phục mật khẩu' })).toBeVisible();
    await page.getByRole('link', { name: 'Lấy lại qua email' }).click();
    await checkPage('forgot password form');
    await page.getByLabel('Tên đăng nhập').fill(account.username);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByText('Nếu tên đăng nhập tồn tại và có email')).toBeVisible();

    const link = (await lastMessageTo(email)).link ?? '';
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Moi@matkhau9');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('Moi@matkhau9');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Đặt lại mật khẩu thành công!')).toBeVisible();
    await checkPage('reset done');

    await loginThroughUi(page, account.username, 'Moi@matkhau9');
  });

  test('a used or unknown reset link shows the notice with a way to ask again', async ({
    page,
  }) => {
    await page.goto('/recovery/forgot-password/khong-hop-le');
    await expect(
      page.getByText(
        'Đường dẫn không hợp lệ hoặc đã hết hạn. Vui lòng gửi lại yêu cầu đặt lại mật khẩu.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Gửi lại yêu cầu' }).click();
    await expect(page).toHaveURL(/\/recovery\/forgot-password$/);
  });

  test('reset by phone through the OTP texted back', async ({ page }) => {
    const account = await freshAccount();
    await sendSms(account.phone, `KH ${account.username}`);
    await sendSms(account.phone, `MXT ${account.username}`);
    const otp = (await lastMessageTo(account.phone)).code ?? '';
    expect(otp).toHaveLength(6);

    await page.goto('/recovery/forgot-password-by-phone');
    await page.getByLabel('Tên đăng nhập').fill(account.username);
    await expect(page.getByText(`MXT ${account.username}`)).toBeVisible();
    await page.getByLabel('Mã OTP').fill(otp);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Dienthoai@2026');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('Dienthoai@2026');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Đặt lại mật khẩu thành công!')).toBeVisible();
    await loginThroughUi(page, account.username, 'Dienthoai@2026');
  });

  test('forgot username mails the username, with the same answer for an unknown e-mail', async ({
    page,
  }) => {
    const account = await freshAccount();
    const email = `${account.username}@example.vn`;
    await setEmail(account, email);

    await page.goto('/recovery/forgot-username');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Gửi tên đăng nhập' }).click();
    const confirmation = page.getByText('Nếu email đã được đăng ký');
    await expect(confirmation).toBeVisible();
    expect((await lastMessageTo(email)).text).toContain(account.username);

    await page.goto('/recovery/forgot-username');
    await page.getByLabel('Email').fill(`khong.co.${account.username}@example.vn`);
    await page.getByRole('button', { name: 'Gửi tên đăng nhập' }).click();
    await expect(confirmation).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test('a valid link verifies the address', async ({ page }) => {
    const account = await freshAccount();
    const email = `${account.username}@example.vn`;
    await setEmail(account, email);
    const path = await requestVerificationLink(account, email);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Đã xong!' })).toBeVisible();
    await page.getByRole('link', { name: 'Đăng nhập ngay' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a broken link says so and leads to account management', async ({ page }) => {
    await page.goto('/email-verification/khong-hop-le');
    await expect(
      page.getByRole('heading', { name: 'Đường dẫn của bạn không hoạt động' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đến trang quản lý tài khoản' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
