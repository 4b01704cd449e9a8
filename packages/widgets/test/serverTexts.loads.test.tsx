import { describe, it, vi } from 'vitest';
import {
  EmailVerification,
  GiftCodeList,
  PersonalInfo,
  ProfileSummary,
  RechargePanel,
  ResetPasswordForm,
  SecuritySettings,
  TopupPanel,
  TransactionTable,
} from '../src';
import { BalanceStrip } from '../src/widgets/BalanceStrip';
import { renderWithPortal } from './renderWithPortal';
import { englishAnswers, expectOnlyVietnamese, fault, t, type Cell } from './serverTexts';
import { setupSimulator } from './simulator';

// Issue 21, item 5: each widget's first load answered in English or with a stack trace (see serverTexts.ts).

const sim = setupSimulator();

const loads: Cell[] = [
  {
    name: 'PersonalInfo',
    as: 'demo',
    method: 'GET',
    path: '/api/me',
    render: () => <PersonalInfo />,
  },
  {
    name: 'SecuritySettings',
    as: 'demo',
    method: 'GET',
    path: '/api/me',
    render: () => <SecuritySettings />,
  },
  {
    name: 'ProfileSummary',
    as: 'demo',
    method: 'GET',
    path: '/api/me',
    render: () => <ProfileSummary />,
  },
  {
    name: 'BalanceStrip',
    as: 'demo',
    method: 'GET',
    path: '/api/me',
    render: () => <BalanceStrip />,
  },
  {
    name: 'TopupPanel (card)',
    as: 'demo',
    method: 'GET',
    path: '/api/payment-methods',
    render: () => <TopupPanel method="card" />,
  },
  {
    name: 'TopupPanel (e-wallet)',
    as: 'demo',
    method: 'GET',
    path: '/api/payment-methods',
    render: () => <TopupPanel method="e-wallet" />,
  },
  {
    name: 'RechargePanel (zones)',
    as: 'demo',
    method: 'GET',
    path: '/api/zones',
    render: () => <RechargePanel />,
  },
  {
    name: 'RechargePanel (config)',
    as: 'demo',
    method: 'GET',
    path: '/api/recharge/game',
    render: () => <RechargePanel />,
  },
  {
    name: 'RechargePanel (account zones)',
    as: 'demo',
    method: 'GET',
    path: '/api/account-zones',
    render: () => <RechargePanel />,
  },
  {
    name: 'TransactionTable',
    as: 'demo',
    method: 'GET',
    path: '/api/transaction-history',
    render: () => <TransactionTable />,
  },
  {
    name: 'GiftCodeList',
    as: 'demo',
    method: 'GET',
    path: '/api/giftpaysys',
    render: () => <GiftCodeList />,
  },
  {
    name: 'ResetPasswordForm (the link check)',
    method: 'GET',
    path: '/reset-password/',
    render: () => <ResetPasswordForm token="abc" />,
    // A 404 is the link's own answer: unknown, used or expired.
    ownWords: (status) => (status === 404 ? t('auth.recovery.reset.invalid') : undefined),
  },
  {
    name: 'EmailVerification',
    method: 'PUT',
    path: '/email-verification',
    render: () => <EmailVerification token="abc" />,
    // The spec's words for a dead link (404, 410, 422): 'Đường dẫn của bạn không hoạt động'.
    ownWords: (status) =>
      [404, 410, 422].includes(status) ? t('auth.verify.failedTitle') : undefined,
  },
];

describe('what a server says that is not for players never reaches the page: loads', () => {
  describe.each(loads)('$name', (cell) => {
    it.each(englishAnswers)('answered $status', async ({ status, body }) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      if (cell.as) sim.signIn(cell.as);
      cell.before?.();
      // More than once: a load may be asked again (a second widget of the page, a retry).
      await fault(cell.method, cell.path, status, body, 5);
      renderWithPortal(cell.render());
      await expectOnlyVietnamese(cell, status);
    });
  });
});
