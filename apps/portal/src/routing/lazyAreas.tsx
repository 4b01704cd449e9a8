import { lazy } from 'react';

// Everything behind login is loaded on demand: the shell, then the area of the page asked for.
const loadShell = () => import('../shell/ShellLayout');
const loadAccount = () => import('../pages/AccountPages');
const loadMoney = () => import('../pages/MoneyPages');
const loadHistory = () => import('../pages/HistoryPages');

/** The protected area's frame (header, side navigation). */
export const ShellLayout = lazy(() => loadShell().then((m) => ({ default: m.ShellLayout })));
/** `/` */
export const ProfilePage = lazy(() => loadAccount().then((m) => ({ default: m.ProfilePage })));
/** `/security` */
export const SecurityPage = lazy(() => loadAccount().then((m) => ({ default: m.SecurityPage })));
/** `/payment/{method}` */
export const PaymentPage = lazy(() => loadMoney().then((m) => ({ default: m.PaymentPage })));
/** `/recharge` */
export const RechargePage = lazy(() => loadMoney().then((m) => ({ default: m.RechargePage })));
/** `/transactions` */
export const TransactionsPage = lazy(() =>
  loadHistory().then((m) => ({ default: m.TransactionsPage })),
);
/** `/giftcode` */
export const GiftCodePage = lazy(() => loadHistory().then((m) => ({ default: m.GiftCodePage })));

/** The area module of a protected path, if it has one. */
function areaOf(pathname: string): (() => Promise<unknown>) | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === '' || first === 'security') return loadAccount;
  if (first === 'payment' || first === 'recharge') return loadMoney;
  if (first === 'transactions' || first === 'giftcode') return loadHistory;
  return undefined;
}

/**
 * Starts loading the shell and the area of `pathname` while the user loads, so the frame and the
 * page are there as soon as the gate opens (no waterfall of user, then shell, then page).
 */
export function preloadProtected(pathname: string): void {
  const failed = () => {
    // the lazy component asks again when it renders, and its error reaches the boundary
  };
  void loadShell().catch(failed);
  void areaOf(pathname)?.().catch(failed);
}

/** Loads the shell and every area now (tests, so a page never waits for its code). */
export function loadEveryArea(): Promise<unknown> {
  return Promise.all([loadShell(), loadAccount(), loadMoney(), loadHistory()]);
}
