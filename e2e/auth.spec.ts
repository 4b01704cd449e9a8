import { expect, test } from './fixtures';
import { loginThroughUi, submitLogin } from './login';
import { freshAccount, simURL } from './sim';

test.describe('login', () => {
  test('fails, then succeeds and lands on the origin path, with the session cookie sent cross-origin', async ({
    page,
    checkPage,
  }) => {
    const account = await freshAccount();
    await page.goto('/security');
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, account.username, 'Sai@matkhau1');
    await expect(page.getByLabel('Tên đăng nhập')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(account.username);
    await checkPage('login failed');

    const me = page.waitForResponse(
      (response) => response.url() === `${simURL}/api/me` && response.status() === 200,
    );
    await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    const answer = await me;
    const portalOrigin = new URL(page.url()).origin;
    const sent = await answer.request().allHeaders();
    expect(sent['origin']).toBe(portalOrigin);
    expect(sent['cookie']).toMatch(/(^|; )portal_session=/);
    expect(answer.headers()['access-control-allow-origin']).toBe(portalOrigin);
    expect(answer.headers()['access-control-allow-credentials']).toBe('true');
    await expect(page).toHaveURL(/\/security$/);
    await expect(
      page.getByRole('heading', { name: 'Bảo mật và đăng nhập', level: 1 }),
    ).toBeVisible();
  });

  test("remember login keeps the player signed in after the session cookie is gone (Laravel's recaller)", async ({
    page,
    context,
  }) => {
    const account = await freshAccount();
    await page.goto('/login');
    await submitLogin(page, account.username, account.password, true);
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    const cookies = await context.cookies(simURL);
    const session = cookies.find((c) => c.name === 'portal_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // SESSION_LIFETIME (120 minutes), remembered or not
    expect(session?.expires ?? -1).toBeLessThan(Date.now() / 1000 + 3 * 3600);
    const remember = cookies.find((c) => c.name.startsWith('remember_web_'));
    expect(remember?.httpOnly).toBe(true);
    expect(remember?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 365 * 24 * 3600);
    await context.clearCookies({ name: 'portal_session' });
    await page.reload();
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
  });

  test('without remember, the session cookie lasts SESSION_LIFETIME and nothing brings it back', async ({
    page,
    context,
  }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    const cookies = await context.cookies(simURL);
    const session = cookies.find((c) => c.name === 'portal_session');
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 3600);
    expect(cookies.some((c) => c.name.startsWith('remember_web_'))).toBe(false);
    await context.clearCookies({ name: 'portal_session' });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('double-clicking submit sends one request', async ({ page }) => {
    const account = await freshAccount();
    let logins = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${simURL}/login`) logins += 1;
    });
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill(account.username);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).dblclick();
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    expect(logins).toBe(1);
  });

  test("a lockout on a phone: one countdown from the server's seconds, said once, the button held until it ends", async ({
    page,
    checkPage,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.clock.install();
    const account = await freshAccount();
    let logins = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${simURL}/login`) logins += 1;
    });
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLogin(page, account.username, `Sai@matkhau${attempt}`);
      await expect.poll(() => logins).toBe(attempt);
      await expect(page.getByRole('alert')).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    }
    await submitLogin(page, account.username, account.password);
    const banner = page.getByRole('alert');
    await expect(banner).toHaveText(
      'Bạn đã nhập sai quá nhiều lần. Hãy đợi hết thời gian đếm ngược rồi thử lại.',
    );
    const held = page.getByRole('button', { name: /^Thử lại sau \d+ giây$/ });
    // once, on the button: the server's 'Vui lòng thử lại sau N giây' is not under the username as well
    await expect(page.getByText(/thử lại sau/i)).toHaveCount(1);
    await expect(held.getByText(/thử lại sau/i)).toHaveCount(1);
    await expect(page.getByLabel('Tên đăng nhập')).not.toHaveAttribute('aria-invalid');
    await expect(held).toHaveAttribute('aria-disabled', 'true');
    const secondsOn = async () => Number(/\d+/.exec((await held.textContent()) ?? '')?.[0]);
    const first = await secondsOn();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await checkPage('login locked out at 360 px');

    await page.clock.fastForward(5_000);
    await expect.poll(secondsOn).toBeLessThanOrEqual(first - 5);
    const sent = logins;
    // force: the button is aria-disabled, which Playwright waits out otherwise (a thumb does not wait)
    await held.click({ force: true });
    await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
    await expect(banner).toBeFocused();
    expect(logins).toBe(sent);

    await page.clock.fastForward(60_000);
    const submit = page.getByRole('button', { name: 'Đăng nhập', exact: true });
    await expect(submit).toBeVisible();
    await expect(submit).not.toHaveAttribute('aria-disabled');
  });

  test('an address that smuggles another host stays on the portal after login', async ({
    page,
    baseURL,
  }) => {
    const account = await freshAccount();
    await page.goto(`${baseURL}//evil.example`);
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, account.username, account.password);
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(baseURL);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('logout', () => {
  test('returns to /login and the back button shows no account data', async ({ page }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    await page.evaluate(() => window.history.pushState(null, '', '/support'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { name: 'Hỗ trợ' })).toBeVisible();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stillSignedIn = page.evaluate(async (api) => {
      const response = await fetch(`${api}/api/me`, { credentials: 'include' });
      return response.status;
    }, simURL);
    expect(await stillSignedIn).toBe(401);
    await page.goBack();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    await expect(page.getByText(account.username)).toHaveCount(0);
  });

  test('logging out in one tab sends the other tab to /login', async ({ page, context }) => {
    const account = await freshAccount();
    await loginThroughUi(page, account.username, account.password);
    const other = await context.newPage();
    await other.goto('/support');
    await expect(other.getByRole('heading', { name: 'Hỗ trợ' })).toBeVisible();
    // The other tab knows it is signed in (its shell is up): the heading alone is in the page's pre-rendered HTML,
    // before the page has asked who is signed in. A tab that asks after the logout shows /support to a guest.
    await expect(other.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();
  });
});
