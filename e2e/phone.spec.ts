import { request, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL, simTool } from './sim';

// Issue 21: what a player meets on a phone (360 × 740). The long-name tests plan the simulator's
// faults for their own fresh player's session (so no other test meets them), each for the one
// request its page makes.

const phone = { width: 360, height: 740 } as const;

/** A name a server may send: hundreds of characters without a space. */
const longName = `Vi${'X'.repeat(400)}`;

/** The signed-in player's real answer to `GET path`, through the browser context's cookies. */
async function answerOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(`${simURL}${path}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The next `GET path` of `username`'s session answers `body`. */
async function serve(username: string, path: string, body: unknown): Promise<void> {
  await simTool('/__sim/faults', { method: 'GET', path, status: 200, body, times: 1, username });
}

/** A fresh player, signed in on the page at 360 px. */
async function player(page: Page): Promise<string> {
  await page.setViewportSize(phone);
  const account = await freshAccount();
  await loginThroughUi(page, account.username, account.password);
  return account.username;
}

/** demo's answer to `GET path` (gifts and a history of every kind), through a session of its own. */
async function demoAnswer<T>(path: string): Promise<T> {
  const api = await request.newContext({ baseURL: simURL });
  try {
    await api.get('/api/csrf-cookie');
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    const headers = {
      'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    const data = { username: 'demo', password: 'Demo@2026', remember: false };
    expect((await api.post('/login', { headers, data, maxRedirects: 0 })).ok()).toBe(true);
    const response = await api.get(path, { headers });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

/** How far the page scrolls sideways (0: not at all). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Every one of these boxes lies within 0..360 horizontally. */
async function expectInsideThePhone(cells: Locator): Promise<void> {
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = await cells.nth(index).boundingBox();
    expect(box, `cell ${index}`).not.toBeNull();
    expect(box!.x, `cell ${index} left`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `cell ${index} right`).toBeLessThanOrEqual(phone.width);
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the header on a phone', () => {
  test('is one row (menu, logo, account) and the h1 starts in the top 160 px; the links are in the drawer', async ({
    page,
    checkPage,
  }) => {
    await page.setViewportSize(phone);
    await loginThroughUi(page, 'demo', 'Demo@2026');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Danh mục tài khoản' });
    const home = header.getByRole('link', { name: 'Cổng tài khoản Võ Lâm' });
    const account = header.getByRole('button', { name: 'Xin chào, demo' });
    for (const path of ['/', '/payment/card', '/giftcode', '/transactions', '/recharge']) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      const top = (await h1(page).boundingBox())!.y;
      expect(top, `h1 of ${path}`).toBeLessThan(160);
    }
    // One row: the three controls share a line.
    const boxes = await Promise.all([toggle, home, account].map((item) => item.boundingBox()));
    const middles = boxes.map((box) => box!.y + box!.height / 2);
    for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(4);
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(header.getByRole('navigation', { name: 'Liên kết nhanh' })).toBeHidden();

    // The drawer holds the pages and the header's links; the keyboard goes in and comes back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Tài khoản' });
    await expect(nav.getByRole('link', { name: 'Thông tin cá nhân' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Nạp thẻ' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Giftcode' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Tin tức/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Hỗ trợ' })).toHaveAttribute('href', '/support');
    await checkPage('drawer open at 360 px');
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Hỗ trợ' })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Hỗ trợ' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(h1(page)).toHaveText('Hỗ trợ');
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('a username of 32 characters ends in an ellipsis, the header still one row', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const account = await freshAccount({ long: true });
    expect(account.username).toHaveLength(32);
    await loginThroughUi(page, account.username, account.password);
    const button = page.getByRole('button', { name: `Xin chào, ${account.username}` });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(box.height).toBeLessThan(50);
    expect((await h1(page).boundingBox())!.y).toBeLessThan(160);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('at 1280 px the header keeps its logo name and links, and no menu toggle', async ({
    page,
  }) => {
    await loginThroughUi(page, 'demo', 'Demo@2026');
    const header = page.getByRole('banner');
    await expect(header.getByText('Cổng tài khoản Võ Lâm')).toBeVisible();
    const links = header.getByRole('navigation', { name: 'Liên kết nhanh' });
    await expect(links.getByRole('link', { name: 'Giftcode' })).toBeVisible();
    await expect(links.getByRole('link', { name: /^Tin tức/ })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Hỗ trợ' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Danh mục tài khoản' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Tài khoản' });
    await expect(nav.getByRole('link', { name: 'Nạp thẻ' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hỗ trợ' })).toBeHidden();
  });
});

test.describe('the payment pages say where the player is', () => {
  for (const [path, tab] of [
    ['/payment/card', 'Thẻ cào'],
    ['/payment/e-wallet', 'Ví điện tử'],
    ['/payment/bank-transfer', 'Chuyển khoản ngân hàng'],
  ] as const) {
    test(`${path}: 'Nạp KP', then '${tab}'`, async ({ page }) => {
      await page.setViewportSize(phone);
      await loginThroughUi(page, 'demo', 'Demo@2026');
      await page.goto(path);
      await expect(h1(page)).toHaveText('Nạp KP');
      await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
      await expect(page).toHaveTitle(`${tab} · Nạp KP · Cổng tài khoản Võ Lâm`);
      await expect(page.getByRole('heading', { name: 'Nạp thẻ' })).toHaveCount(0);
    });
  }
});

test.describe('tables that fit a phone', () => {
  test('/giftcode is a list of cards: gift, condition, code with its copy button, state and claim', async ({
    page,
    checkPage,
  }) => {
    await page.setViewportSize(phone);
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/giftcode');
    const table = page.getByRole('table', { name: 'Danh sách giftcode' });
    const rows = table.locator('tbody > tr');
    await expect(rows.first()).toBeVisible();
    await expectInsideThePhone(table.locator('tbody th, tbody td'));
    await expectInsideThePhone(table.getByRole('button'));
    const claimed = rows.filter({ has: page.getByRole('rowheader', { name: 'Quà tân thủ' }) });
    await expect(claimed.getByRole('button', { name: /^Sao chép/ })).toBeInViewport();
    const auto = rows.filter({
      has: page.getByRole('rowheader', { name: 'Quà nạp tích lũy 100.000đ' }),
    });
    await auto.scrollIntoViewIfNeeded();
    await expect(auto.getByRole('button', { name: /^Nhận key tự động/ })).toBeInViewport();
    // Each card names its fields; the table's own headers are for screen readers.
    await expect(auto).toContainText('Điều kiện nhận');
    await expect(
      page.getByRole('columnheader', { name: 'Giftcode', exact: true }),
    ).not.toBeInViewport();
    expect(await sidewaysScroll(page)).toBe(0);
    await checkPage('gift codes at 360 px');
  });

  test('/giftcode at 360 px in the light mode', async ({ page, checkPage }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => window.localStorage.setItem('portal-colour-mode', 'light'));
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/giftcode');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await expect(page.getByRole('rowheader', { name: 'Quà tân thủ' })).toBeVisible();
    await checkPage('gift codes at 360 px, light');
  });

  for (const path of ['/payment/e-wallet', '/payment/bank-transfer']) {
    test(`${path}: the bonus tables' three columns fit, none clipped`, async ({
      page,
      checkPage,
    }) => {
      await page.setViewportSize(phone);
      await loginThroughUi(page, 'demo', 'Demo@2026');
      await page.goto(path);
      const tables = page.getByRole('table', { name: /^Bảng khuyến mãi/ });
      await expect(tables.first()).toBeVisible();
      for (let index = 0; index < (await tables.count()); index += 1) {
        const table = tables.nth(index);
        await expect(table.getByRole('columnheader', { name: 'KP thưởng' })).toBeVisible();
        await expectInsideThePhone(table.locator('th, td'));
        // Nothing hidden in the table's scroll box either.
        const region = page.getByRole('region', { name: /^Bảng khuyến mãi/ }).nth(index);
        const clipped = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
        expect(clipped).toBe(0);
      }
      expect(await sidewaysScroll(page)).toBe(0);
      await checkPage(`${path} at 360 px`);
    });
  }
});

test.describe('a long name from the server never makes the page scroll sideways', () => {
  test('/payment/e-wallet and /payment/bank-transfer: a wallet and a bank of 400 characters', async ({
    page,
    checkPage,
  }) => {
    const username = await player(page);
    type Methods = { eWallets: { label: string }[]; bankTransfers: { label: string }[] };
    const methods = await answerOf<Methods>(page, '/api/payment-methods');
    const long = {
      ...methods,
      eWallets: methods.eWallets.map((wallet, index) =>
        index === 0 ? { ...wallet, label: longName } : wallet,
      ),
      bankTransfers: methods.bankTransfers.map((bank, index) =>
        index === 0 ? { ...bank, label: longName } : bank,
      ),
    };
    for (const path of ['/payment/e-wallet', '/payment/bank-transfer']) {
      await serve(username, '/api/payment-methods', long);
      await page.goto(path);
      const title = page.getByRole('heading', { name: longName });
      await expect(title).toBeVisible();
      await expectInsideThePhone(title);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
    await checkPage('a long bank name at 360 px');
  });

  test('/payment/card: a carrier of 400 characters without a logo is cut after three lines, whole in its name', async ({
    page,
    checkPage,
  }) => {
    const username = await player(page);
    type Methods = { cards: { name: string; imgurl: string }[] };
    const methods = await answerOf<Methods>(page, '/api/payment-methods');
    await serve(username, '/api/payment-methods', {
      ...methods,
      // a logo from another host is not shown: the carrier's name is
      cards: methods.cards.map((card, index) =>
        index === 0 ? { ...card, name: longName, imgurl: 'https://cdn.example.net/x.png' } : card,
      ),
    });
    await page.goto('/payment/card');
    const carrier = page.getByRole('radio', { name: `Thẻ ${longName}` });
    await expect(carrier).toBeAttached();
    const logo = page.locator('label', { has: carrier });
    await expect(logo.getByTitle(`Thẻ ${longName}`)).toBeVisible();
    expect((await logo.boundingBox())!.height).toBeLessThan(120);
    await expectInsideThePhone(logo);
    expect(await sidewaysScroll(page)).toBe(0);
    await checkPage('a long carrier name at 360 px');
  });

  test('/recharge: a server and a coin of 400 characters', async ({ page, checkPage }) => {
    const username = await player(page);
    const game = await answerOf<{ coinName: string }>(page, '/api/recharge/game');
    const zones = await answerOf<{ name: string }[]>(page, '/api/zones');
    await serve(username, '/api/recharge/game', { ...game, coinName: longName });
    await serve(
      username,
      '/api/zones',
      zones.map((zone, index) => (index === 0 ? { ...zone, name: longName } : zone)),
    );
    await page.goto('/recharge');
    await expect(page.getByRole('button', { name: `Nạp ${longName}` })).toBeVisible();
    await expect(page.getByRole('option', { name: longName })).toHaveCount(1);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectInsideThePhone(page.getByRole('combobox'));
    await checkPage('a long coin and server name at 360 px');
  });

  test('the upgrade screen: servers of 400 characters', async ({ page, checkPage }) => {
    await page.setViewportSize(phone);
    const account = await freshAccount();
    await simTool('/__sim/closed-zone', { username: account.username });
    await loginThroughUi(page, account.username, account.password);
    type Zone = { id: number; name: string };
    const zones = await answerOf<Zone[]>(page, '/api/zones');
    const mine = await answerOf<{ zone: Zone }[]>(page, '/api/account-zones');
    await serve(
      account.username,
      '/api/zones',
      zones.map((zone) => ({ ...zone, name: `${longName}${zone.id}` })),
    );
    await serve(
      account.username,
      '/api/account-zones',
      mine.map((entry) => ({
        ...entry,
        zone: { ...entry.zone, name: `${longName}${entry.zone.id}` },
      })),
    );
    await page.goto('/recharge');
    await expect(page.getByRole('heading', { name: 'Đã có phiên bản mới' })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(longName) })).toBeVisible();
    await expectInsideThePhone(page.getByRole('heading', { name: new RegExp(longName) }));
    await expect(page.getByRole('option', { name: new RegExp(longName) }).first()).toBeAttached();
    await expectInsideThePhone(page.getByRole('combobox'));
    expect(await sidewaysScroll(page)).toBe(0);
    await checkPage('a long server name on the upgrade screen at 360 px');
  });

  test('/giftcode and /transactions: a gift and a carrier of 400 characters', async ({
    page,
    checkPage,
  }) => {
    const username = await player(page);
    const gifts = await demoAnswer<{ description: string }[]>('/api/giftpaysys');
    await serve(
      username,
      '/api/giftpaysys',
      gifts.map((gift, index) => (index === 0 ? { ...gift, description: longName } : gift)),
    );
    await page.goto('/giftcode');
    await expect(page.getByRole('rowheader', { name: longName })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await checkPage('a long gift name at 360 px');

    type Row = { type: string; status: string; payload?: Record<string, unknown> | null };
    const history = await demoAnswer<Row[] | { data: Row[] }>('/api/transaction-history');
    // No pending row: a pending one refetches the history, which would end the planned answer.
    const rows = (Array.isArray(history) ? history : history.data).filter(
      (row) => row.status !== 'pending',
    );
    const long = rows.map((row) =>
      row.type === 'topup.card'
        ? { ...row, payload: { ...row.payload, provider: longName, errorNote: longName } }
        : row,
    );
    await serve(
      username,
      '/api/transaction-history',
      Array.isArray(history) ? long : { ...history, data: long },
    );
    await page.goto('/transactions');
    await expect(page.getByText(longName, { exact: true }).first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

/** A phone held sideways, or a screen short of height with its keyboard open (issue 35). */
const landscape = { width: 740, height: 360 } as const;

/** A control too small for a thumb: its name and its size in CSS pixels. */
interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every control of the page a thumb uses (links, buttons, fields, a checkbox or radio with its label, which takes the
 * tap too) that is less than 44 × 44 px, except the links named in `inSentence` (a link inside running text), the
 * visually hidden and what is hidden from everyone.
 */
function smallTargets(page: Page, inSentence: readonly string[] = []): Promise<SmallTarget[]> {
  return page.evaluate((allowed) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="radio"], [role="menuitem"], [role="menuitemradio"]',
    );
    const small: SmallTarget[] = [];
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert], [hidden]')) continue;
      let box = control.getBoundingClientRect();
      // visually hidden (1 px, clipped): not a target
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden')
        continue;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        const boxes = [
          box,
          ...[...(control.labels ?? [])].map((label) => label.getBoundingClientRect()),
        ];
        const left = Math.min(...boxes.map((b) => b.left));
        const top = Math.min(...boxes.map((b) => b.top));
        box = new DOMRect(
          left,
          top,
          Math.max(...boxes.map((b) => b.right)) - left,
          Math.max(...boxes.map((b) => b.bottom)) - top,
        );
      }
      if (box.width >= 43.5 && box.height >= 43.5) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      if (allowed.includes(name)) continue;
      small.push({
        name: name || control.outerHTML.slice(0, 80),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return small;
  }, inSentence);
}

test.describe('every control a thumb uses is at least 44 × 44 px (issue 35, item 9)', () => {
  const guestPages = [
    '/login',
    '/register',
    '/recovery',
    '/recovery/forgot-password',
    '/recovery/forgot-password-by-phone',
    '/recovery/forgot-username',
  ];
  const playerPages = [
    '/',
    '/security',
    '/payment/card',
    '/payment/e-wallet',
    '/payment/bank-transfer',
    '/recharge',
    '/transactions',
    '/giftcode',
    '/support',
  ];

  test('on the guest pages', async ({ page }) => {
    await page.setViewportSize(phone);
    const small: Record<string, SmallTarget[]> = {};
    for (const path of guestPages) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      const found = await smallTargets(page);
      if (found.length > 0) small[path] = found;
    }
    expect(small).toEqual({});
  });

  test("on a player's pages, the drawer and the user menu open", async ({ page }) => {
    await page.setViewportSize(phone);
    await loginThroughUi(page, 'demo', 'Demo@2026');
    const small: Record<string, SmallTarget[]> = {};
    const measure = async (where: string) => {
      const found = await smallTargets(page);
      if (found.length > 0) small[where] = found;
    };
    for (const path of playerPages) {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await measure(path);
    }
    await page.getByRole('button', { name: 'Danh mục tài khoản' }).click();
    const drawer = page.getByRole('navigation', { name: 'Tài khoản' });
    await expect(drawer.getByRole('link', { name: 'Thông tin cá nhân' })).toBeVisible();
    await measure('the drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Xin chào, demo' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await measure('the user menu');
    expect(small).toEqual({});
  });
});

/**
 * Every button of the dialog is reachable: the dialog's own (its footer's, 'Lưu' and 'Hủy') in view as it is, and any
 * other once scrolled to; each inside the viewport and not covered (the point at its centre is the button).
 */
async function expectButtonsReachable(page: Page, dialog: Locator, label: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const inView = async (button: Locator, what: string) => {
    const box = (await button.boundingBox())!;
    expect(box, what).not.toBeNull();
    expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
    expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(viewport.width);
    const uncovered = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(uncovered, `${what}: not covered`).toBe(true);
  };
  for (const name of ['Lưu', 'Hủy', 'Xác nhận', 'Đóng']) {
    const action = dialog.getByRole('button', { name, exact: true });
    if (await action.isVisible()) await inView(action, `${label}: '${name}' as the dialog opens`);
  }
  const buttons = dialog.getByRole('button');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    await inView(button, `${label}: '${(await button.textContent()) ?? index}'`);
  }
}

test.describe('dialogs on a phone keep their buttons reachable (issue 35, item 10)', () => {
  for (const [size, viewport] of [
    ['360 × 740', phone],
    ['740 × 360, sideways or with the keyboard open', landscape],
  ] as const) {
    test(`the account dialogs at ${size}, and 'Đổi mật khẩu' after an error`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const account = await freshAccount();
      await loginThroughUi(page, account.username, account.password);
      for (const [row, title] of [
        ['Họ và tên', 'Đổi họ và tên'],
        ['Ngôn ngữ', 'Đổi ngôn ngữ'],
        ['Số điện thoại', 'Đổi số điện thoại'],
        ['email', 'Thêm email'],
      ] as const) {
        await page.goto('/');
        const edit = page.getByRole('button', {
          name: row === 'email' ? 'Thêm email' : `Thay đổi ${row}`,
        });
        await edit.click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expectButtonsReachable(page, dialog, title);
        await dialog.getByRole('button', { name: 'Hủy' }).click();
        await expect(dialog).toBeHidden();
      }

      await page.goto('/security');
      await page.getByRole('button', { name: 'Thay đổi Mật khẩu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Mật khẩu hiện tại').fill('Sai@matkhau1');
      await dialog.getByLabel('Mật khẩu mới', { exact: true }).fill('Moi@matkhau2026');
      await dialog.getByLabel('Nhập lại mật khẩu mới').fill('Moi@matkhau2026');
      // Enter in a field sends the form, whose 'Lưu' sits in the dialog's footer
      await dialog.getByLabel('Nhập lại mật khẩu mới').press('Enter');
      await expect(dialog.getByText('Mật khẩu hiện tại không đúng').first()).toBeVisible();
      await expectButtonsReachable(page, dialog, 'Đổi mật khẩu after an error');
    });

    test(`the upgrade screen's confirmation at ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const account = await freshAccount();
      await simTool('/__sim/closed-zone', { username: account.username });
      await loginThroughUi(page, account.username, account.password);
      await page.goto('/recharge');
      await page.getByRole('combobox').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Chuyển số dư' }).click();
      const dialog = page.getByRole('dialog', { name: 'Xác nhận chuyển số dư' });
      await expect(dialog).toBeVisible();
      await expectButtonsReachable(page, dialog, 'Xác nhận chuyển số dư');
    });
  }
});

test.describe('the payment page sideways (issue 35, item 11)', () => {
  test('at 740 × 360 the card form starts on the first screen: the carriers in view under a compact header', async ({
    page,
    checkPage,
  }) => {
    await page.setViewportSize(landscape);
    await loginThroughUi(page, 'demo', 'Demo@2026');
    await page.goto('/payment/card');
    const carriers = page.getByRole('radiogroup', { name: 'Loại thẻ' });
    await expect(carriers).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await carriers.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(landscape.height);
    // the header, the balance and the method tiles are still there, each a thumb's size
    await expect(page.getByRole('region', { name: 'Số dư hiện tại' })).toBeInViewport();
    await expect(page.getByRole('link', { name: /^Ví điện tử/ })).toBeInViewport();
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await checkPage('/payment/card at 740 × 360');
  });
});
