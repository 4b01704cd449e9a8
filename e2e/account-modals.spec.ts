import type { Locator, Page } from '@playwright/test';
import { expect, test, type PortalFixtures } from './fixtures';
import { loginThroughUi, submitLogin } from './login';
import { freshAccount, lastMessageTo, requestVerificationLink, sendSms, setEmail } from './sim';

/** Opens a row's modal on the current page and returns the dialog. */
async function openModal(page: Page, row: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Thay đổi ${row}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Sets the colour mode to follow the system (from the user menu), so emulateMedia switches it. */
async function followSystemColours(page: Page, username: string) {
  await page.getByRole('button', { name: `Xin chào, ${username}` }).click();
  await page.getByRole('menuitemradio', { name: 'Theo hệ thống' }).click();
  await page.keyboard.press('Escape');
}

/** Logs a fresh account in, with the colours following the system. */
async function signIn(page: Page, account: { username: string; password: string }) {
  await loginThroughUi(page, account.username, account.password);
  await followSystemColours(page, account.username);
}

/** Scans the open modal with axe in the dark and the light colour scheme. */
async function checkInBothModes(page: Page, checkPage: PortalFixtures['checkPage'], label: string) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', colorScheme);
    await checkPage(`${label}, ${colorScheme}`);
  }
}

const save = (dialog: Locator) => dialog.getByRole('button', { name: 'Lưu' });

test.describe('the account modals', () => {
  test('change the name; the row and the header update', async ({ page, checkPage }) => {
    const account = await freshAccount();
    await signIn(page, account);
    const dialog = await openModal(page, 'Họ và tên', 'Đổi họ và tên');
    await expect(save(dialog)).toHaveAttribute('aria-disabled', 'true');
    await checkInBothModes(page, checkPage, 'name modal');
    await dialog.getByRole('textbox', { name: 'Họ', exact: true }).fill('Trần');
    await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill('Bình');
    await save(dialog).click();
    await expect(dialog.getByText('Đổi tên thành công!')).toBeVisible();
    await checkInBothModes(page, checkPage, 'name modal, success');
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Trần Bình').first()).toBeVisible();
  });

  test('the language modal: the current language, nothing to save', async ({ page, checkPage }) => {
    const account = await freshAccount();
    await signIn(page, account);
    const dialog = await openModal(page, 'Ngôn ngữ', 'Đổi ngôn ngữ');
    await expect(dialog.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi-VN');
    // a player can click the dimmed button (Playwright waits for an enabled one unless forced)
    await save(dialog).click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(/Bạn chưa thay đổi thông tin nào/);
    await checkInBothModes(page, checkPage, 'language modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('change the password, then log in with the new one', async ({ page, checkPage }) => {
    const account = await freshAccount();
    await signIn(page, account);
    await page.goto('/security');
    const dialog = await openModal(page, 'Mật khẩu', 'Đổi mật khẩu');
    await dialog.getByLabel('Mật khẩu hiện tại').fill(account.password);
    await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('DoiMoi2026');
    await dialog.getByLabel('Nhập lại mật khẩu mới').fill('DoiMoi2026');
    await checkInBothModes(page, checkPage, 'password modal');
    await save(dialog).click();
    await expect(dialog.getByText('Đổi mật khẩu thành công!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
    await page.context().clearCookies();
    await page.goto('/login');
    await submitLogin(page, account.username, 'DoiMoi2026');
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
  });

  test('change a verified phone with the OTP from the outbox', async ({ page, checkPage }) => {
    const account = await freshAccount();
    await sendSms(account.phone, `KH ${account.username}`);
    await signIn(page, account);
    await page.goto('/security');
    const dialog = await openModal(page, 'Số điện thoại', 'Đổi số điện thoại');
    // the number first: leaving the empty field would show its error and move the button away
    const newPhone = `09${String(Date.now()).slice(-8)}`;
    await dialog.getByRole('textbox', { name: 'Số điện thoại mới' }).fill(newPhone);
    await dialog.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(dialog.getByRole('button', { name: /Gửi lại mã OTP \(\d+ giây\)/ })).toBeVisible();
    const otp = (await lastMessageTo(account.phone)).code ?? '';
    await dialog.getByRole('textbox', { name: 'Mã OTP' }).fill(otp);
    await checkInBothModes(page, checkPage, 'phone modal, code sent');
    await save(dialog).click();
    await expect(dialog.getByText('Đổi số điện thoại thành công!')).toBeVisible();
    await expect(dialog.getByText(`KH ${account.username}`, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(page.getByText(newPhone)).toBeVisible();
  });

  test('change a verified e-mail with the security code from the outbox', async ({
    page,
    checkPage,
  }) => {
    const account = await freshAccount();
    const email = `${account.username}@example.com`;
    await setEmail(account, email);
    const link = await requestVerificationLink(account, email);
    await signIn(page, account);
    await page.goto(link);
    await expect(page.getByText('Đã xong!')).toBeVisible();
    await page.goto('/');
    const dialog = await openModal(page, 'Email', 'Đổi email');
    const newEmail = `moi_${account.username}@example.org`;
    await dialog.getByRole('textbox', { name: 'Email mới' }).fill(newEmail);
    await dialog.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(dialog.getByText('Mã bảo mật đã được gửi tới email của bạn.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Gửi lại mã \(\d+ giây\)/ })).toBeVisible();
    const code = (await lastMessageTo(email)).code ?? '';
    await dialog.getByRole('textbox', { name: 'Mã bảo mật' }).fill(code);
    await checkInBothModes(page, checkPage, 'e-mail modal, code sent');
    await save(dialog).click();
    await expect(dialog.getByText('Đổi địa chỉ email thành công!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(page.getByText(newEmail)).toBeVisible();
  });
});
