// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../src/prerender';
import { matchRoutes, pathsOf, type RouteObject } from '../src/routing/match';
import { routes } from '../src/routing/routes';
import { navEntries } from '../src/shell/navEntries';

const portalRoot = fileURLToPath(new URL('..', import.meta.url));

const table: RouteObject[] = [
  {
    element: 'root',
    children: [
      { path: 'login', element: 'login' },
      { path: 'reset/:token', element: 'reset' },
      {
        path: 'support',
        element: 'support layout',
        children: [{ index: true, element: 'support page' }],
      },
      { path: 'news', element: 'news' },
      {
        path: 'payment',
        children: [
          { index: true, element: 'payment index' },
          { path: ':method/:id', element: 'payment item' },
        ],
      },
      { index: true, element: 'home' },
      { path: '*', element: 'not found' },
    ],
  },
];

/** The elements of the branch `pathname` selects, outermost first. */
const branch = (pathname: string) =>
  matchRoutes(table, pathname)?.map(({ route }) => route.element ?? '(outlet)');
const leafParams = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.params;

describe('matchRoutes', () => {
  it('walks through layouts without a path to the page, outermost first', () => {
    expect(branch('/login')).toEqual(['root', 'login']);
  });

  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(branch('/LOGIN/')).toEqual(['root', 'login']);
  });

  it('gives :params decoded, accumulated down the branch', () => {
    expect(branch('/reset/a%20b')).toEqual(['root', 'reset']);
    expect(leafParams('/reset/a%20b')).toEqual({ token: 'a b' });
    expect(leafParams('/payment/card/42')).toEqual({ method: 'card', id: '42' });
  });

  it('an index route matches where its parent ends; / is the root index', () => {
    expect(branch('/support')).toEqual(['root', 'support layout', 'support page']);
    expect(branch('/payment')).toEqual(['root', '(outlet)', 'payment index']);
    expect(branch('/')).toEqual(['root', 'home']);
    expect(branch('')).toEqual(['root', 'home']);
  });

  it('* takes any path nothing before it matched, with the rest as its param', () => {
    expect(branch('/login/extra')).toEqual(['root', 'not found']);
    expect(branch('/payment/card')).toEqual(['root', 'not found']);
    expect(branch('/reset')).toEqual(['root', 'not found']);
    expect(leafParams('/a/b%2Fc')).toEqual({ '*': 'a/b/c' });
    expect(branch('//evil.example')).toEqual(['root', 'not found']);
  });

  it('nothing matches outside a table without *', () => {
    expect(matchRoutes([{ path: 'a', element: 'a' }], '/b')).toBeNull();
    expect(matchRoutes([{ element: 'layout', children: [] }], '/')).toBeNull();
  });

  it('pathsOf joins the paths of the routes it picks, in the table order', () => {
    expect(pathsOf(table, (route) => typeof route.element === 'string').map((p) => p.path)).toEqual(
      [
        '/',
        '/login',
        '/reset/:token',
        '/support',
        '/support',
        '/news',
        '/payment',
        '/payment/:method/:id',
        '/',
        '/*',
      ],
    );
  });
});

describe('the portal route table', () => {
  it('pre-renders the public pages and the protected ones, each into <path>.html (/ into home.html) with its code; the protected ones ask who is there, and what they read, early', () => {
    const shell = 'src/shell/ShellLayout.tsx';
    const account = [shell, 'src/pages/AccountPages.tsx'];
    const money = [shell, 'src/pages/MoneyPages.tsx'];
    const history = [shell, 'src/pages/HistoryPages.tsx'];
    const payment = ['/api/payment-methods'];
    const recovery = ['src/pages/auth/RecoveryPages.tsx'];
    expect(prerenderedPages).toEqual([
      { path: '/login', file: 'login.html', modules: [], earlySession: false, reads: [] },
      {
        path: '/register',
        file: 'register.html',
        modules: ['src/pages/auth/RegisterPage.tsx'],
        earlySession: false,
        reads: [],
      },
      {
        path: '/recovery',
        file: 'recovery.html',
        modules: recovery,
        earlySession: false,
        reads: [],
      },
      {
        path: '/recovery/forgot-password',
        file: 'recovery/forgot-password.html',
        modules: recovery,
        earlySession: false,
        reads: [],
      },
      {
        path: '/recovery/forgot-password-by-phone',
        file: 'recovery/forgot-password-by-phone.html',
        modules: recovery,
        earlySession: false,
        reads: [],
      },
      {
        path: '/recovery/forgot-username',
        file: 'recovery/forgot-username.html',
        modules: recovery,
        earlySession: false,
        reads: [],
      },
      {
        path: '/support',
        file: 'support.html',
        modules: ['src/pages/SupportPage.tsx'],
        earlySession: false,
        reads: [],
      },
      { path: '/', file: 'home.html', modules: account, earlySession: true, reads: [] },
      { path: '/security', file: 'security.html', modules: account, earlySession: true, reads: [] },
      {
        path: '/payment/bank-transfer',
        file: 'payment/bank-transfer.html',
        modules: money,
        earlySession: true,
        reads: payment,
      },
      {
        path: '/payment/e-wallet',
        file: 'payment/e-wallet.html',
        modules: money,
        earlySession: true,
        reads: payment,
      },
      {
        path: '/payment/card',
        file: 'payment/card.html',
        modules: money,
        earlySession: true,
        reads: payment,
      },
      {
        path: '/recharge',
        file: 'recharge.html',
        modules: money,
        earlySession: true,
        reads: ['/api/zones', '/api/recharge/game', '/api/account-zones'],
      },
      {
        path: '/transactions',
        file: 'transactions.html',
        modules: history,
        earlySession: true,
        reads: ['/api/transaction-history'],
      },
      {
        path: '/giftcode',
        file: 'giftcode.html',
        modules: history,
        earlySession: true,
        reads: ['/api/giftpaysys'],
      },
    ]);
  });

  it("names each on-demand module by a file that exists (Vite's manifest key)", () => {
    const sources = new Set(prerenderedPages.flatMap((page) => page.modules));
    expect(sources.size).toBeGreaterThan(5);
    for (const source of sources) expect(existsSync(join(portalRoot, source)), source).toBe(true);
  });

  it('lists the side navigation in the spec order', () => {
    expect(navEntries).toEqual([
      { to: '/', label: 'app.nav.profile' },
      { to: '/security', label: 'app.nav.security' },
      { to: '/payment', label: 'app.nav.payment' },
      { to: '/recharge', label: 'app.nav.recharge' },
      { to: '/transactions', label: 'app.nav.transactions' },
      { to: '/giftcode', label: 'app.nav.giftcode' },
    ]);
  });

  it.each([
    ['/recovery/forgot-password/abc', { token: 'abc' }],
    ['/reset-password/abc', { token: 'abc' }],
    ['/email-verification/abc', { token: 'abc' }],
  ])('%s gives its page the token', (path, params) => {
    expect(matchRoutes(routes, path)?.at(-1)?.params).toEqual(params);
  });

  it('a path it does not know falls to the shell, which shows the not-found page', () => {
    const unknown = matchRoutes(routes, '/khong-ton-tai');
    expect(unknown?.at(-1)?.route.path).toBe('*');
  });
});
