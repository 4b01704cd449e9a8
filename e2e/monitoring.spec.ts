import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { submitLogin } from './login';
import {
  measurementsIn,
  secretsFoundIn,
  sentryEventsIn,
  startCollector,
  type Collector,
} from './monitoring/collector';
import { buildAndServe } from './monitoring/monitoredPortal';
import {
  freshAccount,
  lastMessageTo,
  requestVerificationLink,
  sendSms,
  setEmail,
  simURL,
  type TestAccount,
} from './sim';

// The operators' eyes (README, "Watching the portal"): a build of the portal with both settings pointing at a
// collector of this file's own, served by nginx as e2e's main build is, beside it (build/monitored, so build/portal
// stays the build without them). Every form's failure is provoked with known secrets typed in, and what reached the
// collector is read: web-vitals beacons per route, Sentry envelopes with the failures, and none of the secrets.
const portalPort = Number(process.env.E2E_MONITORED_PORT ?? 4175);
const collectorPort = Number(process.env.E2E_COLLECTOR_PORT ?? 4196);
const portalURL = `http://localhost:${portalPort}`;
// Another host than the API's (localhost): no cookie of the API's is ever sent to it.
const collectorURL = `http://127.0.0.1:${collectorPort}`;
const buildDir = 'build/monitored';
const settings = {
  VITE_VITALS_URL: `${collectorURL}/vitals`,
  VITE_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${collectorPort}/1`,
};

let collector: Collector;
let stopPortal = () => {};
const sentryEvents = () => sentryEventsIn(collector.received);
const vitals = () => measurementsIn(collector.received);

/** Waits until Sentry has been sent a failure of `stage` on the page named `route`. */
async function reported(route: string, stage = 'submit'): Promise<void> {
  await expect
    .poll(() => sentryEvents().some(({ tags }) => tags?.route === route && tags.stage === stage), {
      message: `a ${stage} failure on ${route} reached the collector`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** Answers the page's next `method` request to the API's `path` with a 500 (the page's own requests only). */
async function failNext(page: Page, method: string, path: string): Promise<void> {
  await page.route(`${simURL}${path}`, (route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, json: { message: 'Server Error' } })
      : route.fallback(),
  );
}

async function transfer(username: string, amount: number): Promise<void> {
  const api = await request.newContext({ baseURL: simURL });
  try {
    const answer = await api.post('/__sim/transfer', {
      data: { username, method: 'vietcombank', amount },
    });
    expect(answer.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/**
 * What must never reach the collector: what the test typed or was sent (`typed`), and every XSRF token and session
 * cookie the page held or sent.
 */
async function expectNoSecrets(page: Page, typed: string[], xsrfSent: Set<string>) {
  const cookies = (await page.context().cookies(simURL)).map((cookie) => cookie.value);
  expect(cookies.length, "the API's cookies were read").toBeGreaterThanOrEqual(1);
  const secrets = [...typed, ...xsrfSent, ...cookies, ...cookies.map(decodeURIComponent)].filter(
    (secret) => secret.length >= 6,
  );
  expect(secretsFoundIn(collector.received, secrets)).toEqual([]);
}

/** The X-XSRF-TOKEN values the page sends the API, gathered as it sends them. */
function xsrfTokensOf(page: Page): Set<string> {
  const tokens = new Set<string>();
  page.on('request', (sent) => {
    const token = sent.headers()['x-xsrf-token'];
    if (token) tokens.add(token);
  });
  return tokens;
}

/** The CSP violations of the page: none may happen (the collector's origin is in connect-src). */
async function cspViolationsOf(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void })
        .__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe("the operators' eyes, with VITE_VITALS_URL and VITE_SENTRY_DSN set", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    collector = await startCollector(collectorPort);
    stopPortal = await buildAndServe(buildDir, settings, portalPort);
  });

  test.afterAll(async () => {
    stopPortal();
    await collector?.close();
  });

  test.beforeEach(() => {
    collector.clear();
  });

  test('a failure and an uncaught error before Sentry has loaded are kept, and sent once it has', async ({
    page,
  }) => {
    const violations = await cspViolationsOf(page);
    const xsrf = xsrfTokensOf(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Sentry's chunk is held back until the failures have happened.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/errorTracker-[\w-]+\.js$/, async (route) => {
      await held;
      await route.fallback();
    });
    const account = await freshAccount();
    const wrongPassword = 'Sai#Mk-4729183';
    await page.goto(`${portalURL}/login`);
    await submitLogin(page, account.username, wrongPassword);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: uncaught before the tracker loaded');
      });
    });
    await expect.poll(() => pageErrors).toHaveLength(1);
    expect(sentryEvents()).toEqual([]);

    release();
    await reported('/login', 'submit');
    await reported('/login', 'uncaught');
    const login = sentryEvents().find(({ tags }) => tags?.stage === 'submit');
    const early = sentryEvents().find(({ tags }) => tags?.stage === 'uncaught');
    expect(login?.exception?.values?.[0]).toMatchObject({ type: 'ApiError', value: /^http 422 / });
    expect(login?.tags).toMatchObject({ kind: 'http', status: '422' });
    expect(early?.exception?.values?.[0]).toMatchObject({
      value: 'e2e: uncaught before the tracker loaded',
      mechanism: { handled: false },
    });

    // Once it has loaded, its own handlers send what nothing caught.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: uncaught after the tracker loaded');
      });
    });
    await expect
      .poll(() => sentryEvents().map((event) => event.exception?.values?.[0]?.value))
      .toContain('e2e: uncaught after the tracker loaded');
    expect(sentryEvents().every((event) => event.request?.url === `${portalURL}/login`)).toBe(true);
    await expectNoSecrets(
      page,
      [wrongPassword, account.username, account.password, account.phone],
      xsrf,
    );
    expect(violations).toEqual([]);
  });

  test("every guest form's failure reaches Sentry, and nothing typed into it", async ({ page }) => {
    const violations = await cspViolationsOf(page);
    const xsrf = xsrfTokensOf(page);
    const account = await freshAccount();
    const email = `${account.username}@example.vn`;
    await setEmail(account, email);
    const typed = [account.username, account.password, account.phone, email];

    // Registration, answered 422 (the username is taken).
    const registerPassword = 'DangKy#5518277';
    const phone = `09${String(Date.now()).slice(-8)}`;
    typed.push(registerPassword, phone);
    await page.goto(`${portalURL}/register`);
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('demo');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Mật khẩu', { exact: true }).fill(registerPassword);
    await page.getByLabel('Nhập lại mật khẩu').fill(registerPassword);
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await reported('/register');

    // A password reset by phone with a wrong OTP (422).
    const wrongOtp = '918273';
    const phonePassword = 'DienThoai#7731';
    typed.push(wrongOtp, phonePassword);
    await page.goto(`${portalURL}/recovery/forgot-password-by-phone`);
    await page.getByLabel('Tên đăng nhập').fill(account.username);
    await page.getByLabel('Mã OTP').fill(wrongOtp);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(phonePassword);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(phonePassword);
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await reported('/recovery/forgot-password-by-phone');

    // The username by e-mail, which the server fails.
    await failNext(page, 'POST', '/recover-username');
    await page.goto(`${portalURL}/recovery/forgot-username`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Gửi tên đăng nhập' }).click();
    await reported('/recovery/forgot-username');

    // A reset through the e-mailed link (its token in the page's path and the API's), which the server fails.
    await page.goto(`${portalURL}/recovery/forgot-password`);
    await page.getByLabel('Tên đăng nhập').fill(account.username);
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect(page.getByText('Nếu tên đăng nhập tồn tại và có email')).toBeVisible();
    const link = new URL((await lastMessageTo(email)).link ?? '');
    const resetToken = link.pathname.split('/').pop() ?? '';
    expect(resetToken.length).toBeGreaterThanOrEqual(6);
    const resetPassword = 'DatLai#6629301';
    typed.push(resetToken, resetPassword);
    await failNext(page, 'POST', '/reset-password');
    await page.goto(`${portalURL}${link.pathname}`);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill(resetPassword);
    await page.getByLabel('Nhập lại mật khẩu mới').fill(resetPassword);
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await reported('/recovery/forgot-password/:token');
    const reset = sentryEvents().find(
      ({ tags }) => tags?.route === '/recovery/forgot-password/:token',
    );
    expect(reset?.request?.url).toBe(`${portalURL}/recovery/forgot-password/:token`);

    await expectNoSecrets(page, typed, xsrf);
    expect(violations).toEqual([]);
  });

  test("every signed-in form's failure reaches Sentry (the account modals, a card, a recharge, a gift), and nothing typed into it", async ({
    page,
  }) => {
    const violations = await cspViolationsOf(page);
    const xsrf = xsrfTokensOf(page);
    const account: TestAccount = await freshAccount();
    await sendSms(account.phone, `KH ${account.username}`);
    await transfer(account.username, 100_000);
    const typed = [account.username, account.password, account.phone];
    await page.goto(`${portalURL}/login`);
    await submitLogin(page, account.username, account.password);
    await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();

    // The password modal with a wrong current password (422).
    const wrongCurrent = 'HienTai#Sai3391';
    const newPassword = 'MatKhauMoi#8842';
    typed.push(wrongCurrent, newPassword);
    await page.goto(`${portalURL}/security`);
    await page.getByRole('button', { name: 'Thay đổi Mật khẩu' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await passwordDialog.getByLabel('Mật khẩu hiện tại').fill(wrongCurrent);
    await passwordDialog.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
    await passwordDialog.getByLabel('Nhập lại mật khẩu mới').fill(newPassword);
    await passwordDialog.getByRole('button', { name: 'Lưu' }).click();
    await reported('/security');
    await page.keyboard.press('Escape');

    // The phone modal with a wrong OTP (422).
    const newPhone = `09${String(Date.now() + 7).slice(-8)}`;
    const wrongPhoneOtp = '551204';
    typed.push(newPhone, wrongPhoneOtp);
    const before = sentryEvents().length;
    await page.getByRole('button', { name: 'Thay đổi Số điện thoại' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Đổi số điện thoại' });
    await phoneDialog.getByRole('textbox', { name: 'Số điện thoại mới' }).fill(newPhone);
    await phoneDialog.getByRole('button', { name: 'Gửi mã OTP' }).click();
    await expect(phoneDialog.getByRole('button', { name: /Gửi lại mã OTP/ })).toBeVisible();
    typed.push((await lastMessageTo(account.phone)).code ?? '');
    await phoneDialog.getByRole('textbox', { name: 'Mã OTP' }).fill(wrongPhoneOtp);
    await phoneDialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => sentryEvents().length).toBeGreaterThan(before);
    await page.keyboard.press('Escape');

    // The e-mail modal with a wrong security code (422), once the address is verified.
    const email = `${account.username}@example.vn`;
    await setEmail(account, email);
    const verification = await requestVerificationLink(account, email);
    typed.push(email, verification.split('/').pop() ?? '');
    await page.goto(`${portalURL}${verification}`);
    await expect(page.getByText('Đã xong!')).toBeVisible();
    const wrongCode = '773311';
    const newEmail = `moi_${account.username}@example.org`;
    typed.push(wrongCode, newEmail);
    await page.goto(`${portalURL}/`);
    await page.getByRole('button', { name: 'Thay đổi Email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Đổi email' });
    await emailDialog.getByRole('textbox', { name: 'Email mới' }).fill(newEmail);
    await emailDialog.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(emailDialog.getByRole('button', { name: /Gửi lại mã/ })).toBeVisible();
    typed.push((await lastMessageTo(email)).code ?? '');
    await emailDialog.getByRole('textbox', { name: 'Mã bảo mật' }).fill(wrongCode);
    await emailDialog.getByRole('button', { name: 'Lưu' }).click();
    await reported('/');

    // A card the server refuses: its serial and PIN.
    const serial = '10049173526';
    const pin = '9988776655443';
    typed.push(serial, pin);
    await failNext(page, 'POST', '/api/recharge/card');
    await page.goto(`${portalURL}/payment/card`);
    await page.getByLabel('Số seri').fill(serial);
    await page.getByLabel('Mã số thẻ').fill(pin);
    await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await reported('/payment/card');

    // A recharge the server refuses.
    await failNext(page, 'POST', '/api/recharge/game');
    await page.goto(`${portalURL}/recharge`);
    await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await page.getByRole('radio', { name: /Cần 1\.000 KP/ }).check();
    await page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }).click();
    await page
      .getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' })
      .getByRole('button', { name: 'Xác nhận' })
      .click();
    await reported('/recharge');

    // A gift the server does not give.
    await failNext(page, 'POST', '/api/giftpaysys/receive');
    await page.goto(`${portalURL}/giftcode`);
    await page.getByRole('button', { name: /^Nhận key tự động/ }).click();
    await reported('/giftcode');

    await expectNoSecrets(page, typed, xsrf);
    expect(violations).toEqual([]);
  });

  test('web-vitals beacons name each page by its route pattern, with LCP, INP, CLS and TTFB', async ({
    page,
  }) => {
    const violations = await cspViolationsOf(page);
    const token = 'e2e0a1b2c3d4e5f60718293a4b5c6d7e8f9';
    // web-vitals loads after the first paint: the player's taps come after it here (a tap before it may be missed)
    const vitalsLoaded = page.waitForResponse(/\/assets\/vitals-[\w-]+\.js$/);
    await page.goto(`${portalURL}/login?next=%2Fpayment`);
    await vitalsLoaded;
    await page.getByLabel('Tên đăng nhập').click();
    await page.keyboard.type('khach');
    await page.goto(`${portalURL}/recovery/forgot-password/${token}`);
    await page.getByRole('link', { name: 'Gửi lại yêu cầu' }).click();
    await expect(page).toHaveURL(/\/recovery\/forgot-password$/);
    // Leaving the page sends the last batch.
    await page.goto('about:blank');
    await expect
      .poll(() => new Set(vitals().map(({ name }) => name)), { timeout: 10_000 })
      .toEqual(new Set(['LCP', 'INP', 'CLS', 'TTFB']));
    const routes = new Set(vitals().map(({ route }) => route));
    // route patterns only (an earlier test's page may still have been sending as this one started)
    for (const route of routes) expect(route).toMatch(/^\/[a-z/:*-]*$/);
    expect(routes).toContain('/login');
    expect(routes).toContain('/recovery/forgot-password/:token');
    for (const beacon of collector.received.filter(({ url }) => url === '/vitals')) {
      expect(beacon.method).toBe('POST');
      expect(beacon.body).not.toContain(token);
      expect(beacon.body).not.toContain('next=');
      expect(beacon.body).not.toContain('khach');
      expect(beacon.headers.cookie).toBeUndefined();
    }
    expect(violations).toEqual([]);
  });

  test('the build with the settings carries both libraries (the one without them carries neither: check-budgets)', () => {
    const maps = join(buildDir, 'sourcemaps/assets');
    // The portal's own maps (the served elements' files, under a folder of their own, are the package's).
    const carrying = (source: string) =>
      readdirSync(maps, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .filter((file) => readFileSync(join(maps, file), 'utf8').includes(source));
    expect(
      carrying('node_modules/web-vitals/').map((file) => file.replace(/-[\w-]+\.js\.map$/, '')),
    ).toEqual(['vitals']);
    expect(
      carrying('node_modules/@sentry/').map((file) => file.replace(/-[\w-]+\.js\.map$/, '')),
    ).toEqual(['errorTracker']);
  });
});
