import { expect, type Page } from '@playwright/test';

/** Fills and submits the login form on the current page. */
export async function submitLogin(
  page: Page,
  username: string,
  password: string,
  remember = false,
) {
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Ghi nhớ đăng nhập').check();
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** Logs in through the login page and waits for the protected area. */
export async function loginThroughUi(page: Page, username: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
}
