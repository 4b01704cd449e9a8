import { expect, test, type Page } from '@playwright/test';
import { cardLengths } from '../packages/widgets/src/validation/cardRules';
import { submitLogin } from './login';

/*
 * The portal (a dev server built for the fixture's origin) against the Laravel reference API (fixtures/laravel):
 * Debian's Laravel 8 with its own cookie encryption, session, CSRF, validator, guard and throttle. Each test logs in
 * as its own seeded player (fixtures/laravel/seed.php), so the per-username lockout of one never touches another.
 */

const password = 'Demo@2026';
const laravelURL = `http://localhost:${process.env.E2E_LARAVEL_PORT ?? 8790}`;
const unknownOutcome = /Chưa rõ yêu cầu đã được xử lý/;

async function logIn(page: Page, username: string, remember = false) {
  await page.goto('/login');
  await submitLogin(page, username, password, remember);
  await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
}

function meStatus(page: Page): Promise<number> {
  return page.evaluate(
    async (api) =>
      (
        await fetch(`${api}/api/me`, {
          credentials: 'include',
          headers: { Accept: 'application/json' },
        })
      ).status,
    laravelURL,
  );
}

async function openNameDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Thay đổi Họ và tên' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đổi họ và tên' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('log in, reload: still signed in', async ({ page }) => {
  await logIn(page, 'laravel1');
  await page.reload();
  await expect(page.getByText('Xin chào, laravel1')).toBeVisible();
  expect(await meStatus(page)).toBe(200);
});

test('log out: back at /login and the session is gone on the server', async ({ page }) => {
  await logIn(page, 'laravel2');
  await page.getByRole('button', { name: 'Xin chào, laravel2' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await meStatus(page)).toBe(401);
});

test("a wrong password: Laravel's Vietnamese message, never its English summary", async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, 'laravel3', 'wrong-password');
  await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng.').first()).toBeVisible();
  await expect(page.getByText('The given data was invalid.')).toHaveCount(0);
});

test("five failures lock the login (Breeze's 422 with the wait): one countdown, the button held", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submitLogin(page, 'lockout1', `wrong-${attempt}`);
    await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeEnabled();
  }
  await submitLogin(page, 'lockout1', password);
  await expect(page.getByRole('alert')).toHaveText(
    'Bạn đã nhập sai quá nhiều lần. Hãy đợi hết thời gian đếm ngược rồi thử lại.',
  );
  const held = page.getByRole('button', { name: /^Thử lại sau \d+ giây$/ });
  // Laravel's 'Vui lòng thử lại sau N giây' is said once, as the button's countdown, not under the username as well
  await expect(page.getByText(/thử lại sau/i)).toHaveCount(1);
  await expect(held.getByText(/thử lại sau/i)).toHaveCount(1);
  await expect(held).toHaveAttribute('aria-disabled', 'true');
  const seconds = async () => Number(/\d+/.exec((await held.textContent()) ?? '')?.[0]);
  const first = await seconds();
  expect(first).toBeGreaterThan(0);
  await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
  await expect(page.getByText('Xin chào, lockout1')).toHaveCount(0);
});

test('419 after the XSRF cookie is removed: the write is replayed with a fresh token', async ({
  page,
  context,
}) => {
  await logIn(page, 'laravel4');
  await context.clearCookies({ name: 'XSRF-TOKEN' });
  const dialog = await openNameDialog(page);
  await dialog.getByRole('textbox', { name: 'Họ', exact: true }).fill('Trần');
  await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill('Bình');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Đổi tên thành công!')).toBeVisible();
});

test('419 after the session is gone: the player logs in again over the page and the typed name is kept', async ({
  page,
  context,
}) => {
  await logIn(page, 'laravel5');
  const dialog = await openNameDialog(page);
  const path = new URL(page.url()).pathname;
  await context.clearCookies({ name: 'portal_session' });
  await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill('Lan');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  const renewal = page.getByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
  await expect(renewal).toBeVisible();
  await expect(page.getByText(unknownOutcome)).toHaveCount(0);
  await renewal.getByLabel('Tên đăng nhập').fill('laravel5');
  await renewal.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await renewal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(renewal).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(dialog.getByRole('textbox', { name: 'Tên', exact: true })).toHaveValue('Lan');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Đổi tên thành công!')).toBeVisible();
});

test("a login while already signed in (a second tab): Laravel's guest 302 ends signed in", async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const other = await context.newPage();
  await other.goto('/login');
  await submitLogin(other, 'laravel6', password);
  await expect(other.getByText('Xin chào, laravel6')).toBeVisible();
  let redirected = false;
  page.on('response', (response) => {
    if (response.url().endsWith('/login') && response.status() === 302) redirected = true;
  });
  await submitLogin(page, 'laravel6', password);
  await expect(page.getByText('Xin chào, laravel6')).toBeVisible();
  expect(redirected).toBe(true);
  await expect(page.getByText(unknownOutcome)).toHaveCount(0);
  await other.close();
});

test("Breeze's 204 login counts as a login", async ({ page }) => {
  let status = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/login') && response.request().method() === 'POST') {
      status = response.status();
    }
  });
  await logIn(page, 'breeze1');
  expect(status).toBe(204);
  await expect(page.getByText('Máy chủ phản hồi không như mong đợi')).toHaveCount(0);
});

test('a server-only 422 in the name dialog: the field says why, no English summary', async ({
  page,
}) => {
  await logIn(page, 'laravel7');
  const dialog = await openNameDialog(page);
  await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill('Admin');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Tên không được phép dùng.').first()).toBeVisible();
  await expect(dialog.getByText('The given data was invalid.')).toHaveCount(0);
});

test('remember me: the player stays signed in after the session cookie is lost', async ({
  page,
  context,
}) => {
  await logIn(page, 'laravel8', true);
  const cookies = await context.cookies(laravelURL);
  expect(cookies.some((cookie) => cookie.name.startsWith('remember_web_'))).toBe(true);
  await context.clearCookies({ name: 'portal_session' });
  await page.reload();
  await expect(page.getByText('Xin chào, laravel8')).toBeVisible();
});

test('a 307 from the API to another origin is not followed: nothing arrives there', async ({
  page,
}) => {
  await logIn(page, 'laravel9');
  const elsewhere = 'http://127.0.0.1:9';
  const arrived: string[] = [];
  await page.route(`${elsewhere}/**`, async (route) => {
    arrived.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({ status: 200, body: '{"message":"ok"}' });
  });
  await page.route(`${laravelURL}/api/user/update-profile`, (route) =>
    route.fulfill({
      status: 307,
      headers: {
        Location: `${elsewhere}/steal`,
        'Access-Control-Allow-Origin': new URL(page.url()).origin,
        'Access-Control-Allow-Credentials': 'true',
      },
    }),
  );
  const dialog = await openNameDialog(page);
  await dialog.getByRole('textbox', { name: 'Tên', exact: true }).fill('Bình');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText(/chuyển yêu cầu sang địa chỉ khác/).first()).toBeVisible();
  expect(arrived).toEqual([]);
});

test("a call's CORS preflight is kept two hours, as the README's max_age advises", async ({
  request,
}) => {
  const portal = new URL(test.info().project.use.baseURL!).origin;
  const answer = await request.fetch(`${laravelURL}/api/me`, {
    method: 'OPTIONS',
    headers: {
      Origin: portal,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-requested-with',
    },
  });
  expect(answer.status()).toBe(204);
  expect(answer.headers()['access-control-allow-origin']).toBe(portal);
  expect(answer.headers()['access-control-max-age']).toBe('7200');
});

test('a card sent twice with one Idempotency-Key is handled once: the repeat gets the first answer', async ({
  page,
}) => {
  await logIn(page, 'laravel7');
  // From the portal's page, as the card form sends it: cross-origin, so the preflight must allow the header too.
  const answers = await page.evaluate(async (api) => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const send = async (serial: string) => {
      const response = await fetch(`${api}/api/recharge/card`, {
        method: 'POST',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': token,
          'Idempotency-Key': 'laravel-card-decision',
        },
        body: JSON.stringify({ provider: 'VIETTEL', pin: '1234567890123', serial, value: 10000 }),
      });
      return { status: response.status, body: await response.json() };
    };
    return [await send('12345678901'), await send('12345678901'), await send('12345678999')];
  }, laravelURL);
  const [first, repeat, otherCard] = answers;
  expect(first?.status).toBe(200);
  expect(repeat).toEqual(first);
  expect(otherCard).toMatchObject({ status: 422, body: { errorCode: 'idempotency_key_reused' } });
});

test("every carrier's card of the client's length table is taken, one digit more or less is refused", async ({
  page,
}) => {
  await logIn(page, 'laravel10');
  // Zing's PIN has 9 digits and Vietnamobile's serial 16: the fixture once refused both (issue 41).
  const answers = await page.evaluate(
    async ({ api, lengths }) => {
      const token = decodeURIComponent(
        /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '',
      );
      const send = async (provider: string, serial: number, pin: number, key: string) =>
        (
          await fetch(`${api}/api/recharge/card`, {
            method: 'POST',
            credentials: 'include',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              'X-Requested-With': 'XMLHttpRequest',
              'X-XSRF-TOKEN': token,
              'Idempotency-Key': key,
            },
            body: JSON.stringify({
              provider,
              serial: '1'.repeat(serial),
              pin: '2'.repeat(pin),
              value: 10000,
            }),
          })
        ).status;
      const statuses: Record<string, number[]> = {};
      for (const [provider, { serial, pin }] of Object.entries(lengths)) {
        statuses[provider] = [];
        for (const s of serial)
          for (const p of pin)
            statuses[provider].push(await send(provider, s, p, `${provider}-${s}-${p}`));
        statuses[provider].push(
          await send(provider, serial[0]! + 1, pin[0]!, `${provider}-long-serial`),
        );
        statuses[provider].push(
          await send(provider, serial[0]!, pin[0]! - 1, `${provider}-short-pin`),
        );
      }
      return statuses;
    },
    { api: laravelURL, lengths: cardLengths },
  );
  for (const [provider, { serial, pin }] of Object.entries(cardLengths)) {
    const taken = Array<number>(serial.length * pin.length).fill(200);
    expect(answers[provider], provider).toEqual([...taken, 422, 422]);
  }
});
