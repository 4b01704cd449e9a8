import { expect, test } from './fixtures';

const devURL = `http://localhost:${process.env.E2E_DEV_PORT ?? 5199}`;

test('the dev server serves the portal under the CSP with no violation', async ({ page }) => {
  const response = await page.goto(`${devURL}/login`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
});
