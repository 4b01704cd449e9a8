// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { isGuestPage } from '../src/auth/guestPages';
import { prerenderedPages } from '../src/prerender';
import { shellCode } from '../src/routing/lazyAreas';
import { routes } from '../src/routing/routes';
import { codeOf, pathsOf, patternOf, readsOf, type PortalRoute } from '../src/routing/routeTable';

const portalRoot = fileURLToPath(new URL('..', import.meta.url));

const table: PortalRoute[] = [
  {
    handle: { nav: 'app.nav.profile' },
    children: [
      { path: 'login', handle: { prerendered: true } },
      { path: 'support', handle: { reads: ['/api/a'] }, children: [{ index: true }] },
      { path: 'payment', children: [{ path: 'card', handle: { prerendered: true } }] },
      { index: true, handle: { prerendered: true } },
    ],
  },
];

describe('pathsOf', () => {
  it('joins the paths of the routes whose handle it picks, in the table order', () => {
    expect(pathsOf(table, (handle) => handle.prerendered === true).map((p) => p.path)).toEqual([
      '/login',
      '/payment/card',
      '/',
    ]);
    expect(pathsOf(table, (handle) => handle.nav !== undefined)).toEqual([
      { path: '/', handle: { nav: 'app.nav.profile' } },
    ]);
  });
});

describe('patternOf', () => {
  it("names a page by its route's pattern, never by a token in its path", () => {
    expect(patternOf(routes, '/recovery/forgot-password/3f9a1c77e2')).toBe(
      '/recovery/forgot-password/:token',
    );
    expect(patternOf(routes, '/reset-password/3f9a1c77e2')).toBe('/reset-password/:token');
    expect(patternOf(routes, '/email-verification/3f9a1c77e2')).toBe('/email-verification/:token');
  });

  it('keeps the paths of pages without parameters, the index pages and the support page', () => {
    expect(patternOf(routes, '/login')).toBe('/login');
    expect(patternOf(routes, '/payment/card')).toBe('/payment/card');
    expect(patternOf(routes, '/')).toBe('/');
    expect(patternOf(routes, '/support')).toBe('/support');
    expect(patternOf(routes, '/recovery/forgot-password')).toBe('/recovery/forgot-password');
  });

  it('names a page the table does not have by the catch-all, whatever its path', () => {
    expect(patternOf(routes, '/ho-so/nguyen-van-a')).toBe('/*');
    expect(patternOf(table, '/nowhere')).toBe('/*');
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
    const navEntries = pathsOf(routes, (handle) => handle.nav !== undefined).map(
      ({ path, handle }) => ({ to: path, label: handle.nav }),
    );
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
    expect(codeOf(routes, '/khong-ton-tai').map((code) => code.source)).toEqual([
      'src/shell/ShellLayout.tsx',
    ]);
  });

  it.each(['/LOGIN', '/login/', '/Recovery/Forgot-Password/'])(
    '%s is the page of its lower-case path (case and a trailing slash ignored, as safeRedirect.ts assumes)',
    (path) => {
      const lower = path.toLowerCase().replace(/\/$/, '');
      expect(matchRoutes(routes, path)?.at(-1)?.route).toBe(
        matchRoutes(routes, lower)?.at(-1)?.route,
      );
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
    },
  );

  it("a page's reads and code come from its whole branch", () => {
    expect(readsOf(routes, '/payment/e-wallet')).toEqual(['/api/payment-methods']);
    expect(codeOf(routes, '/payment/e-wallet').map((code) => code.source)).toEqual([
      'src/shell/ShellLayout.tsx',
      'src/pages/MoneyPages.tsx',
    ]);
  });

  it('has as guest pages (no-cache, never a return path after login) exactly the pages outside the shell but /support', () => {
    const everyPath = (table: readonly PortalRoute[], parent = ''): string[] =>
      table.flatMap((route) => {
        const path = route.path ? `${parent}/${route.path}` : parent;
        return [...(route.path ? [path] : []), ...everyPath(route.children ?? [], path)];
      });
    const pages = everyPath(routes)
      .filter((path) => path !== '/*')
      .map((path) => path.replace(/:\w+/g, 'abc'));
    expect(pages.length).toBeGreaterThan(15);
    for (const path of pages) {
      const mayShowAccount = path === '/support' || codeOf(routes, path).includes(shellCode);
      expect(isGuestPage(path), path).toBe(!mayShowAccount);
    }
  });
});
