import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from './login';
import { freshAccount } from './sim';
import { demoURL } from './faults/screens';

const offlineText = 'Bạn đang mất kết nối mạng. Dữ liệu sẽ tự cập nhật khi có mạng trở lại.';
const banner = (scope: Page | ReturnType<Page['locator']>) =>
  scope.getByRole('status').filter({ hasText: offlineText });

test('offline: a polite banner in the auth layout, the shell and the elements; data loads again when back', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  // The pre-rendered form shows before its code has come (it loads after the first paint): offline before that, the
  // code never comes and nothing can tell the player. Wait for it.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);

  const account = await freshAccount();
  await loginThroughUi(page, account.username, account.password);
  await page.goto('/transactions');
  await expect(page.getByText('Bạn chưa có giao dịch nào.')).toBeVisible();
  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  // Back online, the page's data loads again at once.
  const refetch = page.waitForRequest((r) => r.url().includes('/api/transaction-history'), {
    timeout: 5000,
  });
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await refetch;

  await page.goto(demoURL);
  await expect(page.locator('portal-topup').getByLabel('Số seri')).toBeVisible();
  await context.setOffline(true);
  for (const element of ['portal-login', 'portal-topup'])
    await expect(banner(page.locator(element))).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page.locator('portal-topup'))).toHaveCount(0);
});
