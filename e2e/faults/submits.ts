import { get, post, type Submit } from './types';

let unique = Date.now() % 1e9;
/** A number no other cell of this run uses (a card's serial, a new player's name). */
const next = () => (unique += 1);

/** The login form (the page's or `<portal-login>`'s). */
export const login: Submit = {
  call: post(/^\/login$/),
  fill: async ({ scope, account }) => {
    await scope.getByLabel('Tên đăng nhập').fill(account.username);
    await scope.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  },
  button: (scope) => scope.getByRole('button', { name: 'Đăng nhập', exact: true }),
  succeeded: ({ scope, account }) => scope.getByText(`Xin chào, ${account.username}`).first(),
};

/** The registration wizard: its three steps, then its submit (POST /register). */
export const register: Submit = {
  call: post(/^\/register$/),
  fill: async ({ scope, made }) => {
    const n = next();
    made.username = `flt_${n.toString(36)}${Math.floor(Math.random() * 1e4)}`;
    await scope
      .getByRole('textbox', { name: 'Số điện thoại' })
      .fill(`09${String(n * 7919).slice(-8)}`);
    await scope.getByRole('button', { name: 'Tiếp tục' }).click();
    await scope.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(made.username);
    await scope.getByRole('button', { name: 'Tiếp tục' }).click();
    await scope.getByLabel('Mật khẩu', { exact: true }).fill('Hiepkhach2026');
    await scope.getByLabel('Nhập lại mật khẩu').fill('Hiepkhach2026');
  },
  button: (scope) => scope.getByRole('button', { name: 'Đăng ký', exact: true }),
  succeeded: ({ scope, made }) => scope.getByText(`Xin chào, ${made.username}`).first(),
};

/** Forgot password: a reset link by e-mail. */
export const forgotPassword: Submit = {
  call: post(/^\/reset-password\/send-email$/),
  fill: ({ scope, account }) => scope.getByLabel('Tên đăng nhập').fill(account.username),
  button: (scope) => scope.getByRole('button', { name: 'Gửi yêu cầu' }),
  succeeded: ({ scope }) => scope.getByText('Nếu tên đăng nhập tồn tại và có email'),
};

/** Forgot username: the names sent to an e-mail address. */
export const forgotUsername: Submit = {
  call: post(/^\/recover-username$/),
  fill: ({ scope, account }) => scope.getByLabel('Email').fill(`${account.username}@example.vn`),
  button: (scope) => scope.getByRole('button', { name: 'Gửi tên đăng nhập' }),
  succeeded: ({ scope }) => scope.getByText('Nếu email đã được đăng ký'),
};

/** A scratch card (the portal's /payment/card and `<portal-topup>`): a payment. */
export const card: Submit = {
  call: post(/^\/api\/recharge\/card$/),
  money: true,
  charges: (ledger) => ledger.transactions.filter((row) => row.type === 'topup.card').length,
  lookUp: [get(/^\/api\/transaction-history$/)],
  // The cell's card: typed again (after a 401 that reset the element), it is the same card, not a new one.
  fill: async ({ scope, made }) => {
    made.serial ??= `11${String(next()).padStart(9, '0')}`;
    await scope.getByLabel('Số seri').fill(made.serial);
    await scope.getByLabel('Mã số thẻ').fill('1234567890123');
    await scope.getByLabel('Mệnh giá').selectOption({ label: '10.000đ' });
  },
  button: (scope) => scope.getByRole('button', { name: 'Xác nhận' }),
  succeeded: ({ scope }) =>
    scope.getByText(/Nạp thẻ thành công|Thẻ đang được nhà mạng kiểm tra/).first(),
};

/** KP into a game zone (/recharge): a payment, confirmed in a dialog. */
export const recharge: Submit = {
  call: post(/^\/api\/recharge\/game$/),
  money: true,
  charges: (ledger) => ledger.transactions.filter((row) => row.type === 'credit.pay').length,
  lookUp: [get(/^\/api\/me$/), get(/^\/api\/transaction-history$/)],
  fill: async ({ scope }) => {
    await scope.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
    await scope.getByRole('radio', { name: /Cần 100 KP/ }).check();
  },
  button: (scope) => scope.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }),
  confirm: (scope) =>
    scope
      .getByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' })
      .getByRole('button', { name: 'Xác nhận' }),
  resend: (scope) => scope.getByRole('button', { name: 'Gửi lại yêu cầu này' }),
  succeeded: ({ scope }) => scope.getByText(/^Đã nạp 100 Kim Nguyên Bảo/),
};

/** The gift code list's claim of the auto key (its player has topped up 100K): a money write (issue 40). */
export const claimAutoKey: Submit = {
  call: post(/^\/api\/giftpaysys\/receive$/),
  money: true,
  charges: (ledger) => ledger.gifts.length,
  lookUp: [get(/^\/api\/giftpaysys$/)],
  fill: async () => {},
  button: (scope) => scope.getByRole('button', { name: /^Nhận key tự động/ }),
  failure: ({ scope }) =>
    scope.getByRole('status').filter({ hasText: 'Kết quả nhận quà' }).getByText(/\S/).first(),
  // Its answer, or a look-up that found the gift claimed ('Đã nhận quà thành công. Giftcode của bạn có trong…').
  succeeded: ({ scope }) =>
    scope.getByRole('status').filter({ hasText: /Nhận quà thành công!|Đã nhận quà thành công/ }),
};
