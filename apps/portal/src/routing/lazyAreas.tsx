import { lazyExport, lazyModule } from './lazyModule';

// Everything behind login is loaded on demand: the shell, then the area of the page asked for
// (chunks named route-<name> by vite.config.ts).
const shell = lazyModule(() => import('../shell/ShellLayout'));
const account = lazyModule(() => import('../pages/AccountPages'));
const money = lazyModule(() => import('../pages/MoneyPages'));
const history = lazyModule(() => import('../pages/HistoryPages'));

/** The protected area's frame (header, side navigation). */
export const ShellLayout = lazyExport(shell, 'ShellLayout');
/** `/` */
export const ProfilePage = lazyExport(account, 'ProfilePage');
/** `/security` */
export const SecurityPage = lazyExport(account, 'SecurityPage');
/** `/payment/{method}` */
export const PaymentPage = lazyExport(money, 'PaymentPage');
/** `/recharge` */
export const RechargePage = lazyExport(money, 'RechargePage');
/** `/transactions` */
export const TransactionsPage = lazyExport(history, 'TransactionsPage');
/** `/giftcode` */
export const GiftCodePage = lazyExport(history, 'GiftCodePage');

/** The area module of a protected path, if it has one. */
function areaOf(pathname: string): (() => Promise<unknown>) | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  if (first === '' || first === 'security') return account.load;
  if (first === 'payment' || first === 'recharge') return money.load;
  if (first === 'transactions' || first === 'giftcode') return history.load;
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
  void shell.load().catch(failed);
  void areaOf(pathname)?.().catch(failed);
}

/**
 * Loads the shell and the area of a protected `pathname` (none for any other path): before hydrating a pre-rendered
 * protected page, so its first client render is the build's; at build time, so the HTML has the shell and the page.
 * Never rejects: on a failure, the page loads (and reports) as it renders.
 */
export function loadProtectedPage(pathname: string): Promise<void> {
  const area = areaOf(pathname);
  if (!area) return Promise.resolve();
  return Promise.all([shell.load(), area()]).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads the shell and every area now (tests, so a page never waits for its code). */
export function loadEveryArea(): Promise<unknown> {
  return Promise.all([shell.load(), account.load(), money.load(), history.load()]);
}
