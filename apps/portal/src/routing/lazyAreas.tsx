import { lazyExport, lazyModule } from './lazyModule';

// Everything behind login is loaded on demand: the shell, then the area of the page asked for
// (chunks named route-<name> by vite.config.ts). Which path needs which: routing/routes.tsx's `handle.code`.
export const shellCode = lazyModule(
  'src/shell/ShellLayout.tsx',
  () => import('../shell/ShellLayout'),
);
export const accountCode = lazyModule(
  'src/pages/AccountPages.tsx',
  () => import('../pages/AccountPages'),
);
export const moneyCode = lazyModule(
  'src/pages/MoneyPages.tsx',
  () => import('../pages/MoneyPages'),
);
export const historyCode = lazyModule(
  'src/pages/HistoryPages.tsx',
  () => import('../pages/HistoryPages'),
);

/** The protected area's frame (header, side navigation). */
export const ShellLayout = lazyExport(shellCode, 'ShellLayout');
export const ProfilePage = lazyExport(accountCode, 'ProfilePage');
export const SecurityPage = lazyExport(accountCode, 'SecurityPage');
export const PaymentPage = lazyExport(moneyCode, 'PaymentPage');
export const RechargePage = lazyExport(moneyCode, 'RechargePage');
export const TransactionsPage = lazyExport(historyCode, 'TransactionsPage');
export const GiftCodePage = lazyExport(historyCode, 'GiftCodePage');

/** Loads the shell and every area now (tests, so a page never waits for its code). */
export function loadEveryArea(): Promise<unknown> {
  return Promise.all([shellCode, accountCode, moneyCode, historyCode].map((code) => code.load()));
}
