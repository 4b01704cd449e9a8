import { get, type Screen } from './types';
import {
  card,
  claimAutoKey,
  forgotPassword,
  forgotUsername,
  login,
  recharge,
  register,
} from './submits';

const demoPort = process.env.E2E_DEMO_PORT ?? '5188';
/** The game's demo homepage with both embed elements. */
export const demoURL = `http://localhost:${demoPort}/`;

const me = get(/^\/api\/me$/);
const paymentMethods = get(/^\/api\/payment-methods$/);

export type { Call, CellContext, Scope, Screen, Submit } from './types';

/**
 * Every screen: each route of the portal and both embed elements. A guest's first visit to a public page sends
 * no API call at all (no session hint), so its faults are on its submit; a returning player's /login asks /api/me.
 */
export const screens: Screen[] = [
  {
    name: '/login',
    url: '/login',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
    submit: login,
  },
  {
    // A player who had a session in this browser: /login asks /api/me first (it may still be open).
    name: '/login (a returning player)',
    url: '/login',
    signedIn: false,
    returning: true,
    queries: [me],
    ready: ({ scope }) => scope.getByLabel('Tên đăng nhập'),
  },
  {
    name: '/register',
    url: '/register',
    signedIn: false,
    queries: [],
    // The wizard's first step.
    ready: ({ scope }) => scope.getByRole('textbox', { name: 'Số điện thoại' }),
    submit: register,
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
    submit: forgotPassword,
  },
  {
    name: '/recovery/forgot-username',
    url: '/recovery/forgot-username',
    signedIn: false,
    queries: [],
    ready: ({ scope }) => scope.getByLabel('Email'),
    submit: forgotUsername,
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
    queries: [],
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
    submit: recharge,
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
    transfer: 100_000,
    queries: [get(/^\/api\/giftpaysys$/)],
    ready: ({ scope }) => scope.getByRole('row', { name: /Quà tân thủ/ }),
    submit: claimAutoKey,
  },
  {
    // A visitor whose browser holds the API's XSRF-TOKEN cookie: the element asks /api/me (a first visit does not).
    name: '<portal-login> on the demo homepage (a returning player)',
    url: demoURL,
    element: 'portal-login',
    signedIn: false,
    returning: true,
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
