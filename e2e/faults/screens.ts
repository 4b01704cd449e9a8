import type { Locator, Page } from '@playwright/test';
import type { TestAccount } from '../sim';

const demoPort = process.env.E2E_DEMO_PORT ?? '5188';
/** The game's demo homepage with both embed elements. */
export const demoURL = `http://localhost:${demoPort}/`;

/** A call of the API: its method and its path under the API. */
export interface Call {
  method: 'GET' | 'POST';
  path: RegExp;
}

/** Where a screen's widgets live: the page, or an embed element's (open) shadow root. */
export type Scope = Page | Locator;

/** What a cell knows of its test: the page, the scope and the player (signed in or not). */
export interface CellContext {
  page: Page;
  scope: Scope;
  account: TestAccount;
}

/** A screen's form submit and the call it sends. */
export interface Submit {
  call: Call;
  /** A payment: each click sends it at most once. */
  money?: boolean;
  /** Fills the form; `attempt` makes values unique where the API needs it (a card's serial). */
  fill: (cell: CellContext, attempt: number) => Promise<void>;
  button: (scope: Scope) => Locator;
  /** Visible once the submit went through. */
  succeeded: (cell: CellContext) => Locator;
}

/** One screen of the matrix. */
export interface Screen {
  name: string;
  /** A path of the portal, or an absolute URL (the demo homepage). */
  url: string;
  signedIn: boolean;
  /** An embed element's tag, when the screen lives in its shadow root. */
  element?: 'portal-login' | 'portal-topup';
  /** The calls of its first load, faulted together in a query cell. */
  queries: Call[];
  /** Visible when its data has loaded. */
  ready: (cell: CellContext) => Locator;
  submit?: Submit;
  /** Extra KP (in đồng transferred) its player needs. */
  transfer?: number;
}

const get = (path: RegExp): Call => ({ method: 'GET', path });
const post = (path: RegExp): Call => ({ method: 'POST', path });
const me = get(/^\/api\/me$/);
const paymentMethods = get(/^\/api\/payment-methods$/);

const login: Submit = {
  call: post(/^\/login$/),
  fill: async ({ scope, account }) => {
    await scope.getByLabel('Tên đăng nhập').fill(account.username);
    await scope.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
  },
  button: (scope) => scope.getByRole('button', { name: 'Đăng nhập', exact: true }),
  succeeded: ({ scope, account }) => scope.getByText(`Xin chào, ${account.username}`).first(),
};

let serial = Date.now() % 1e9;
const card: Submit = {
  call: post(/^\/api\/recharge\/card$/),
  money: true,
  fill: async ({ scope }) => {
    serial += 1;
    await scope.getByLabel('Số seri').fill(`11${String(serial).padStart(9, '0')}`);
    await scope.getByLabel('Mã số thẻ').fill('1234567890123');
    await scope.getByLabel('Mệnh giá').selectOption({ label: '10.000đ' });
  },
  button: (scope) => scope.getByRole('button', { name: 'Xác nhận' }),
  succeeded: ({ scope }) => scope.getByText(/Nạp thẻ thành công|Thẻ đang được xử lý/).first(),
};

/** Every screen: each route of the portal and both embed elements. */
export const screens: Screen[] = [
  {
    name: '/login',
    url: '/login',
    signedIn: false,
    queries: [me],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
    submit: login,
  },
  {
    name: '/register',
    url: '/register',
    signedIn: false,
    queries: [me],
    ready: ({ scope }) => scope.getByRole('heading', { name: 'Đăng ký' }).first(),
  },
  {
    name: '/recovery',
    url: '/recovery',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByRole('heading').first(),
  },
  {
    name: '/recovery/forgot-password',
    url: '/recovery/forgot-password',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
    submit: {
      call: post(/^\/reset-password\/send-email$/),
      fill: ({ scope, account }) => scope.getByLabel('Tên đăng nhập').fill(account.username),
      button: (scope) => scope.getByRole('button', { name: 'Gửi yêu cầu' }),
      succeeded: ({ scope }) => scope.getByText('Nếu tên đăng nhập tồn tại và có email'),
    },
  },
  {
    name: '/recovery/forgot-username',
    url: '/recovery/forgot-username',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByLabel('Email'),
    submit: {
      call: post(/^\/recover-username$/),
      fill: ({ scope, account }) =>
        scope.getByLabel('Email').fill(`${account.username}@example.vn`),
      button: (scope) => scope.getByRole('button', { name: 'Gửi tên đăng nhập' }),
      succeeded: ({ scope }) => scope.getByText('Nếu email đã được đăng ký'),
    },
  },
  {
    name: '/recovery/forgot-password-by-phone',
    url: '/recovery/forgot-password-by-phone',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
  },
  {
    name: '/support (signed out)',
    url: '/support',
    signedIn: false,
    queries: [me],
    ready: ({ scope }) => scope.getByRole('heading', { level: 1 }),
  },
  {
    name: '/ (profile)',
    url: '/',
    signedIn: true,
    queries: [me],
    ready: ({ scope, account }) => scope.getByText(account.username).first(),
  },
  {
    name: '/security',
    url: '/security',
    signedIn: true,
    queries: [me],
    ready: ({ scope }) => scope.getByRole('heading', { level: 1 }),
  },
  {
    name: '/payment/card',
    url: '/payment/card',
    signedIn: true,
    queries: [paymentMethods],
    ready: ({ scope }) => scope.getByLabel('Số seri'),
    submit: card,
  },
  {
    name: '/payment/e-wallet',
    url: '/payment/e-wallet',
    signedIn: true,
    queries: [paymentMethods],
    ready: ({ scope }) => scope.getByRole('img', { name: /^Mã QR chuyển khoản/ }).first(),
  },
  {
    name: '/payment/bank-transfer',
    url: '/payment/bank-transfer',
    signedIn: true,
    queries: [paymentMethods],
    ready: ({ scope }) => scope.getByRole('img', { name: /^Mã QR chuyển khoản/ }).first(),
  },
  {
    name: '/recharge',
    url: '/recharge',
    signedIn: true,
    transfer: 1_000_000,
    queries: [get(/^\/api\/zones$/), get(/^\/api\/recharge\/game$/), get(/^\/api\/account-zones$/)],
    ready: ({ scope }) => scope.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }),
    submit: {
      call: post(/^\/api\/recharge\/game$/),
      money: true,
      fill: async ({ scope }) => {
        await scope.getByLabel('Máy chủ').selectOption({ label: 'Máy chủ Thiên Long' });
        await scope.getByRole('radio', { name: /cần: 100 KP/ }).check();
      },
      button: (scope) => scope.getByRole('button', { name: 'Nạp Kim Nguyên Bảo' }),
      succeeded: ({ scope }) => scope.getByText(/^Đã nạp 100 Kim Nguyên Bảo/),
    },
  },
  {
    name: '/transactions',
    url: '/transactions',
    signedIn: true,
    transfer: 100_000,
    queries: [get(/^\/api\/transaction-history$/)],
    ready: ({ scope }) => scope.getByRole('table', { name: 'Danh sách giao dịch' }),
  },
  {
    name: '/giftcode',
    url: '/giftcode',
    signedIn: true,
    queries: [get(/^\/api\/giftpaysys$/)],
    ready: ({ scope }) => scope.getByRole('row', { name: /Quà tân thủ/ }),
  },
  {
    name: '<portal-login> on the demo homepage',
    url: demoURL,
    element: 'portal-login',
    signedIn: false,
    queries: [me],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
    submit: login,
  },
  {
    name: '<portal-topup> on the demo homepage',
    url: demoURL,
    element: 'portal-topup',
    signedIn: true,
    queries: [paymentMethods],
    ready: ({ scope }) => scope.getByLabel('Số seri'),
    submit: card,
  },
];
