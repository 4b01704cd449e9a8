import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, sendSms } from './sim';

test.describe('the account shell', () => {
  test('the user menu works by keyboard: arrows, Escape back to the button', async ({
    page,
    checkPage,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    // The login's navigation moves focus to the page's h1 first; focusing the menu before that lost it to the h1.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const trigger = page.getByRole('button', { name: `Xin chào, ${account.username}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const download = menu.getByRole('menuitem', { name: /^Tải game/ });
    await expect(download).toBeFocused();
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Quản lý tài khoản' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /^Số dư: 0 KP/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Tối' })).toBeFocused();
    await checkPage('user menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // The colour mode from the menu, by keyboard too.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // The menu moves focus to its first item once open (a frame later on a busy machine): arrows count from there.
    await expect(download).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Sáng' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await checkPage('user menu open, light');
    await page.mouse.click(5, 700);
    await expect(menu).toBeHidden();
  });

  test('at 360 px the side navigation is a drawer: toggle, Escape, navigation closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    const toggle = page.getByRole('button', { name: 'Danh mục tài khoản' });
    const entry = page.getByRole('link', { name: 'Bảo mật và đăng nhập' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(entry).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(entry).toBeVisible();
    await expect(page.getByRole('link', { name: 'Thông tin cá nhân' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(entry).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.mouse.click(350, 400);
    await expect(entry).toBeHidden();

    await toggle.click();
    await entry.click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(entry).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the header and side navigation change style from 85 px of scroll, without moving', async ({
    page,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.setViewportSize({ width: 1280, height: 420 });
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Tài khoản' });
    const before = await header.boundingBox();
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 84));
    await page.waitForTimeout(150);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 85));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(nav).toHaveAttribute('data-scrolled', 'true');
    const after = await header.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(after?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('newbie sees the unverified-phone banner until KH newbie is texted', async ({ page }) => {
    await loginThroughUi(page, 'newbie', 'Newbie@2026');
    const banner = page.getByText('Số điện thoại của bạn chưa được kích hoạt');
    await expect(banner).toBeVisible();
    await expect(page.getByText('KH newbie', { exact: true })).toBeVisible();
    await sendSms('0987000004', 'KH newbie');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeVisible();
    await expect(page.getByText('Đã xác thực').first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('after login and every navigation, focus lands on the page h1', async ({ page }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeFocused();
    await page.getByRole('link', { name: 'Bảo mật và đăng nhập' }).click();
    const security = page.getByRole('heading', { level: 1, name: 'Bảo mật và đăng nhập' });
    await expect(security).toBeFocused();
    await expect(page).toHaveTitle('Bảo mật và đăng nhập · Cổng tài khoản Võ Lâm');
    const outline = await security.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('none');
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeFocused();
  });

  test('/support is open to visitors, in the public layout with the fan page', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hỗ trợ' })).toBeVisible();
    const fanPage = page.getByRole('link', { name: /fanpage/ });
    await expect(fanPage).toHaveAttribute('target', '_blank');
    await expect(fanPage).toHaveAttribute('rel', 'noopener noreferrer');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('radio', { name: 'Sáng' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
  });
});
