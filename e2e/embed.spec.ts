import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshAccount, simURL } from './sim';

const demoPort = process.env.E2E_DEMO_PORT ?? '5188';
const demo = `http://localhost:${demoPort}/`;
const crossSiteDemo = `http://127.0.0.1:${demoPort}/`;
const portalOrigin = `http://localhost:${process.env.E2E_PORTAL_PORT ?? 4173}`;

const login = (page: Page) => page.locator('portal-login');
const topup = (page: Page) => page.locator('portal-topup');

async function logIn(page: Page, username: string, password: string) {
  await login(page).getByLabel('Tên đăng nhập').fill(username);
  await login(page).getByLabel('Mật khẩu', { exact: true }).fill(password);
  await login(page).getByRole('button', { name: 'Đăng nhập' }).click();
}

test.describe('the embed on the game’s homepage', () => {
  test('logs in, tops up by card and logs out without leaving the page', async ({
    page,
    checkPage,
  }) => {
    const account = await freshAccount();
    await page.goto(demo);
    await expect(topup(page).getByText('Đăng nhập để nạp KP vào tài khoản của bạn.')).toBeVisible();
    const events = page.locator('#events');

    await logIn(page, account.username, account.password);
    await expect(
      login(page).getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
    await expect(
      topup(page).getByRole('navigation', { name: 'Phương thức thanh toán' }),
    ).toBeVisible();
    await expect(events).toContainText(
      `portal:login {"user":{"username":"${account.username}","displayName":"${account.username}"}}`,
    );
    await checkPage('logged in');

    await topup(page)
      .getByLabel('Số seri')
      .fill(`1${Date.now().toString().slice(-10)}`);
    await topup(page).getByLabel('Mã số thẻ').fill('1234567890123');
    await topup(page).getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
    await topup(page).getByRole('button', { name: 'Xác nhận' }).click();
    await expect(topup(page).getByText('Nạp thẻ thành công')).toBeVisible({ timeout: 15_000 });
    await expect(events).toContainText(/portal:topup \{"transactionId":\d+,"status":"succeeded"\}/);

    await login(page).getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(login(page).getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(topup(page).getByText('Đăng nhập để nạp KP vào tài khoản của bạn.')).toBeVisible();
    await expect(events).toContainText('portal:logout null');
    await checkPage('logged out again');
  });

  test('keeps its own look under the page’s hostile CSS, and the page keeps its own', async ({
    page,
  }) => {
    await page.goto(demo);
    const submit = login(page).getByRole('button', { name: 'Đăng nhập' });
    await expect(submit).toBeVisible();
    const widget = await submit.evaluate((button) => {
      const title = button.closest('[data-portal-root]')?.querySelector('h1') ?? button;
      const style = getComputedStyle(button);
      const text = getComputedStyle(title);
      return {
        background: style.backgroundColor,
        colour: text.color,
        font: text.fontFamily,
        spacing: text.letterSpacing,
        align: text.textAlign,
      };
    });
    expect(widget.background).not.toBe('rgb(255, 0, 0)');
    expect(widget.colour).not.toBe('rgb(255, 0, 0)');
    expect(widget.font).toMatch(/^"?Be Vietnam Pro/);
    expect(widget.spacing).toBe('normal');
    expect(widget.align).not.toBe('center');
    await expect(page.locator('#download')).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.includes('Be Vietnam Pro') && face.status === 'loaded',
      );
    });
    expect(fontLoaded).toBe(true);
  });

  test('takes the page’s tokens, set on an element or above it, and its ::part() rules', async ({
    page,
  }) => {
    await page.goto(demo);
    const loginButton = login(page).getByRole('button', { name: 'Đăng nhập' });
    const topupButton = topup(page).getByRole('button', { name: 'Đăng nhập' });
    await expect(topupButton).toBeVisible();
    await page.evaluate(() => {
      // Inherited from the page's body by both elements; the top-up's own value wins for it.
      document.body.style.setProperty('--portal-accent', 'rgb(255, 214, 102)');
      document
        .querySelector<HTMLElement>('portal-topup')!
        .style.setProperty('--portal-accent', 'rgb(170, 230, 255)');
      // The demo page's CSP allows no inline style: a constructable stylesheet, as a site's own file would be.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        'portal-login::part(card) { border-color: rgb(7, 8, 9); } portal-login::part(button-primary) { border-radius: 0px; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await expect(loginButton).toHaveCSS('background-color', 'rgb(255, 214, 102)');
    await expect(loginButton).toHaveCSS('border-top-left-radius', '0px');
    await expect(topupButton).toHaveCSS('background-color', 'rgb(170, 230, 255)');
    await expect(login(page).locator('[part~="card"]')).toHaveCSS(
      'border-top-color',
      'rgb(7, 8, 9)',
    );
  });

  test('works with the keyboard alone inside the shadow roots', async ({ page }) => {
    const account = await freshAccount();
    await page.goto(demo);
    const username = login(page).getByLabel('Tên đăng nhập');
    await expect(username).toBeVisible();
    for (let i = 0; i < 10 && !(await username.evaluate((el) => el.matches(':focus'))); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(username).toBeFocused();
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await expect(login(page).getByLabel('Mật khẩu', { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(
      login(page).getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
  });

  test("a guest's visit asks the API nothing and logs nothing in the console", async ({ page }) => {
    const apiCalls: string[] = [];
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(simURL)) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    await page.goto(demo);
    await expect(login(page).getByLabel('Tên đăng nhập')).toBeVisible();
    await expect(topup(page).getByText('Đăng nhập để nạp KP vào tài khoản của bạn.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(logged).toEqual([]);
    // A session opened later (here: through the API, as the portal's login would) is found on the next visit.
    const account = await freshAccount();
    await logIn(page, account.username, account.password);
    await expect(
      login(page).getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
    await page.reload();
    await expect(
      login(page).getByRole('heading', { name: `Xin chào, ${account.username}` }),
    ).toBeVisible();
  });

  test('fetches the elements’ code from the portal once the page has painted, not before', async ({
    page,
  }) => {
    await page.goto(demo);
    await expect(login(page).getByLabel('Tên đăng nhập')).toBeVisible();
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      // the package's self-contained elements, served by the portal in a folder named by their hash
      const elements = resources.find((entry) =>
        /\/assets\/elements-[\w-]+\/elements\.js$/.test(entry.name),
      );
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        embed: resources.find((entry) => new URL(entry.name).pathname === '/embed.js')?.startTime,
        elements: elements && { url: elements.name, start: elements.startTime },
      };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.embed).toBeDefined();
    expect(new URL(timing.elements!.url).origin).toBe(portalOrigin);
    // after the page's first contentful paint (or, had the browser been too busy to paint, after embed.js's cap)
    expect(
      timing.elements!.start >= timing.paint! || timing.elements!.start >= timing.embed! + 1000,
    ).toBe(true);
  });

  test('has no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(demo);
    await expect(login(page).getByLabel('Tên đăng nhập')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('cross-site to the API, offers the portal in a new tab and sends no credentials', async ({
    page,
  }) => {
    const requests: { url: string; cookie: string | undefined }[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), cookie: request.headers()['cookie'] }),
    );
    await page.goto(crossSiteDemo);
    for (const element of [login(page), topup(page)]) {
      await expect(
        element.getByRole('heading', { name: 'Hãy đăng nhập trên cổng tài khoản' }),
      ).toBeVisible();
      const open = element.getByRole('link', { name: 'Mở cổng tài khoản (tab mới)' });
      await expect(open).toHaveAttribute('href', `${portalOrigin}/login`);
      await expect(open).toHaveAttribute('target', '_blank');
    }
    await expect(login(page).getByLabel('Tên đăng nhập')).toHaveCount(0);
    const elsewhere = requests.filter(
      ({ url }) => !url.startsWith(crossSiteDemo) && !url.startsWith(portalOrigin),
    );
    expect(elsewhere.map(({ url }) => url)).toEqual([]);
    expect(requests.filter(({ url }) => url.startsWith(simURL))).toEqual([]);
    expect(requests.filter(({ cookie }) => cookie !== undefined)).toEqual([]);
  });
});
