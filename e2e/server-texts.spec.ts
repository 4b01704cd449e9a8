import { request, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginThroughUi } from './login';
import { freshAccount, simURL } from './sim';

// Issue 21, items 5 and 6, on a phone: what a real Laravel says in English or in a stack trace never reaches a
// player on a signed-in screen, and a broken answer is not blamed on the player's connection.
// Each fault is planned for the test's own player (the simulator matches it by that player's session), so a test
// running beside these never meets one; the steps of a test take turns.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 360, height: 740 } });

async function simTool(method: 'POST' | 'DELETE', path: string, data?: object): Promise<void> {
  const api = await request.newContext({ baseURL: simURL });
  try {
    const response = await api.fetch(path, { method, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

type Method = 'GET' | 'POST';

/** The player of the running test, whose requests alone meet its faults. */
let playing = '';

/** The player's next `times` calls of `method path` get `status` and `body` (a string is sent as HTML). */
const fault = (method: Method, path: string, status: number, body: unknown, times = 1) =>
  simTool('POST', '/__sim/faults', { method, path, status, body, times, username: playing });
/** Clears the player's faults, and no one else's. */
const clearFaults = () =>
  simTool('DELETE', `/__sim/faults?username=${encodeURIComponent(playing)}`);

const stackTrace =
  'ErrorException: Undefined array key "zone" in /var/www/app/Http/Controllers/RechargeController.php:42\nStack trace:\n#0 {main}';

/** A real Laravel's answers, each with the Vietnamese words of its kind the player reads instead. */
const answers = [
  {
    status: 404,
    body: { message: 'No query results for model [App\\Models\\Account] 1' },
    words: 'Không tìm thấy dữ liệu bạn cần.',
  },
  {
    status: 400,
    body: { message: stackTrace, exception: 'ErrorException' },
    words: 'Không thể thực hiện yêu cầu.',
  },
  {
    status: 422,
    body: { message: 'The given data was invalid.' },
    words: 'Thông tin chưa hợp lệ.',
  },
  {
    status: 500,
    body: {
      message: 'SQLSTATE[HY000] [2002] Connection refused',
      exception: 'Illuminate\\Database\\QueryException',
      file: '/var/www/vendor/laravel/framework/src/Illuminate/Database/Connection.php',
    },
    words: 'Máy chủ đang gặp sự cố.',
  },
] as const;

const english =
  /No query results|App\\Models|Undefined array|Stack trace|ErrorException|\/var\/www|given data|SQLSTATE|QueryException|Connection refused/;

async function expectOnlyVietnamese(page: Page, words: string) {
  await expect(page.getByText(words).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(english);
}

/** A new player with KP (to recharge, and the 100K of top-ups the auto key needs), signed in. */
async function player(page: Page) {
  const account = await freshAccount();
  await simTool('POST', '/__sim/transfer', {
    username: account.username,
    method: 'vietcombank',
    amount: 100_000,
  });
  playing = account.username;
  await loginThroughUi(page, account.username, account.password);
  return account;
}

const loads: { path: string; calls: string[] }[] = [
  { path: '/', calls: ['/api/me'] },
  { path: '/security', calls: ['/api/me'] },
  { path: '/payment/card', calls: ['/api/payment-methods'] },
  { path: '/payment/e-wallet', calls: ['/api/payment-methods'] },
  { path: '/payment/bank-transfer', calls: ['/api/payment-methods'] },
  { path: '/recharge', calls: ['/api/zones', '/api/recharge/game', '/api/account-zones'] },
  { path: '/transactions', calls: ['/api/transaction-history'] },
  { path: '/giftcode', calls: ['/api/giftpaysys'] },
];

test.beforeEach(({ allowConsoleError }) => {
  allowConsoleError(/the server responded with a status of (400|500)/);
});
test.afterEach(() => clearFaults());

test("loads: a server's English never reaches a signed-in screen", async ({ page }) => {
  await player(page);
  for (const { path, calls } of loads) {
    for (const call of calls) {
      for (const { status, body, words } of answers) {
        await test.step(`${path}: GET ${call} answered ${status}`, async () => {
          // More than once: a screen may ask again (a second widget of the page, a retry).
          await fault('GET', call, status, body, 3);
          await page.goto(path);
          await expectOnlyVietnamese(page, words);
          await clearFaults();
        });
      }
    }
  }
});

let serial = Date.now() % 1e9;

const submits: { path: string; call: string; act: (page: Page) => Promise<void> }[] = [
  {
    path: '/payment/card',
    call: '/api/recharge/card',
    act: async (page) => {
      await page.getByLabel('Số seri').fill(`10${String((serial += 1)).padStart(9, '0')}`);
      await page.getByLabel('Mã số thẻ').fill('1234567890123');
      await page.getByLabel('Mệnh giá').selectOption({ label: '100.000đ' });
      await page.getByRole('button', { name: 'Xác nhận' }).click();
    },
  },
  {
    path: '/recharge',
    call: '/api/recharge/game',
    act: async (page) => {
      await page.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
      await page.getByRole('radio', { name: /Cần 100 KP/ }).check();
      await page.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }).click();
      await page
        .getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' })
        .getByRole('button', { name: 'Xác nhận' })
        .click();
    },
  },
  {
    path: '/giftcode',
    call: '/api/giftpaysys/receive',
    act: (page) => page.getByRole('button', { name: /^Nhận key tự động/ }).click(),
  },
];

test("submits: a server's English never reaches a signed-in screen", async ({ page }) => {
  await player(page);
  for (const { path, call, act } of submits) {
    for (const { status, body, words } of answers) {
      await test.step(`${path}: POST ${call} answered ${status}`, async () => {
        await page.goto(path);
        await fault('POST', call, status, body);
        await act(page);
        // A 5xx on a money write leaves its outcome unknown (it may come after the API wrote): the page says so.
        await expectOnlyVietnamese(page, status >= 500 ? 'Chưa rõ' : words);
        await clearFaults();
      });
    }
  }
});

const broken = [
  ['a 200 with HTML', '<!doctype html><title>Bảo trì</title><h1>Bảo trì</h1>'],
  ['null', null],
] as const;

test('a broken answer for /api/me blames the server, not the connection, and Thử lại loads again', async ({
  page,
  checkPage,
}) => {
  const account = await player(page);
  for (const [name, body] of broken) {
    await test.step(name, async () => {
      await fault('GET', '/api/me', 200, body, 3);
      await page.goto('/');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Không tải được thông tin tài khoản' });
      await expect(alert).toContainText(
        'Máy chủ phản hồi không như mong đợi, không phải do kết nối của bạn.',
      );
      await expect(alert).not.toContainText(/kiểm tra (kết nối|mạng)/);
      if (name === 'null') await checkPage('a broken answer for /api/me');
      await clearFaults();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await expect(page.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    });
  }
});
