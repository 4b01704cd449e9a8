import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ForgotPasswordForm,
  ForgotUsernameForm,
  GiftCodeList,
  LoginForm,
  PersonalInfo,
  PhoneResetForm,
  RechargePanel,
  RegisterWizard,
  ResetPasswordForm,
  SecuritySettings,
  TopupPanel,
} from '../src';
import { renderWithPortal } from './renderWithPortal';
import { englishAnswers, expectOnlyVietnamese, fault, t, type Cell } from './serverTexts';
import { setupSimulator, simulatorURL } from './simulator';

// Issue 21, item 5: each widget's submits answered in English or with a stack trace (see serverTexts.ts).

const sim = setupSimulator();

const click = (user: UserEvent, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));

async function openDialog(user: UserEvent, row: string, title: string) {
  await user.click(await screen.findByRole('button', { name: `Thay đổi ${row}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return within(dialog);
}

const submits: Cell[] = [
  {
    name: 'LoginForm',
    method: 'POST',
    path: '/login',
    render: () => <LoginForm />,
    act: async (user) => {
      await user.type(screen.getByLabelText('Tên đăng nhập'), 'demo');
      await user.type(screen.getByLabelText('Mật khẩu', { exact: true }), 'Demo@2026');
      await click(user, 'Đăng nhập');
    },
  },
  {
    name: 'RegisterWizard',
    method: 'POST',
    path: '/register',
    // The wizard keeps its step in the browser's history: each test starts at the first.
    before: () => window.history.replaceState(null, ''),
    render: () => <RegisterWizard />,
    act: async (user) => {
      await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912000111');
      await click(user, 'Tiếp tục');
      await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'hiepkhach');
      await click(user, 'Tiếp tục');
      await user.type(await screen.findByLabelText('Mật khẩu', { exact: true }), 'Hiepkhach2026');
      await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'Hiepkhach2026');
      await click(user, 'Đăng ký');
    },
  },
  {
    name: 'ForgotPasswordForm',
    method: 'POST',
    path: '/reset-password/send-email',
    render: () => <ForgotPasswordForm />,
    act: async (user) => {
      await user.type(screen.getByLabelText('Tên đăng nhập'), 'demo');
      await click(user, 'Gửi yêu cầu');
    },
  },
  {
    name: 'ForgotUsernameForm',
    method: 'POST',
    path: '/recover-username',
    render: () => <ForgotUsernameForm />,
    act: async (user) => {
      await user.type(screen.getByLabelText('Email'), 'demo@example.com');
      await click(user, 'Gửi tên đăng nhập');
    },
  },
  {
    name: 'ResetPasswordForm',
    method: 'POST',
    path: '/reset-password',
    before: () =>
      sim.server.use(
        http.get(`${simulatorURL}/reset-password/:token`, () =>
          HttpResponse.json({ message: 'Đường dẫn hợp lệ.' }),
        ),
      ),
    render: () => <ResetPasswordForm token="abc" />,
    ownWords: (status) => (status === 404 ? t('auth.recovery.reset.invalid') : undefined),
    act: async (user) => {
      await user.type(await screen.findByLabelText('Mật khẩu mới'), 'Hiepkhach@2026');
      await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Hiepkhach@2026');
      await click(user, 'Đặt lại mật khẩu');
    },
  },
  {
    name: 'PhoneResetForm',
    method: 'POST',
    path: '/reset-password-by-phone',
    render: () => <PhoneResetForm supportNumbers={['8079', '8179']} />,
    act: async (user) => {
      await user.type(screen.getByLabelText('Tên đăng nhập'), 'demo');
      await user.type(screen.getByLabelText('Mã OTP'), '123456');
      await user.type(screen.getByLabelText('Mật khẩu mới'), 'Hiepkhach@2026');
      await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Hiepkhach@2026');
      await click(user, 'Đặt lại mật khẩu');
    },
  },
  {
    name: 'TopupPanel (a card)',
    // A 5xx on a money write leaves its outcome unknown (it may come after the API wrote): the page looks it up.
    ownWords: (status) => (status === 500 ? t('payment.card.checking') : undefined),
    as: 'demo',
    method: 'POST',
    path: '/api/recharge/card',
    render: () => <TopupPanel method="card" />,
    act: async (user) => {
      await user.type(await screen.findByLabelText('Số seri'), '10011122300');
      await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
      await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
      await click(user, 'Xác nhận');
    },
  },
  {
    name: 'RechargePanel',
    // A 5xx on a money write leaves its outcome unknown (it may come after the API wrote): the page looks it up.
    ownWords: (status) => (status === 500 ? t('payment.recharge.checking') : undefined),
    as: 'demo',
    method: 'POST',
    path: '/api/recharge/game',
    render: () => <RechargePanel />,
    act: async (user) => {
      await user.selectOptions(await screen.findByLabelText('Máy chủ'), 'Máy chủ Thiên Long');
      await user.click(screen.getByRole('radio', { name: /^100 Kim Nguyên Bảo/ }));
      await click(user, 'Nạp Kim Nguyên Bảo');
      const dialog = await screen.findByRole('dialog', { name: 'Xác nhận nạp Kim Nguyên Bảo' });
      await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    },
  },
  {
    name: 'UpgradeScreen',
    // A 5xx on a money write leaves its outcome unknown (it may come after the API wrote): the page looks it up.
    ownWords: (status) => (status === 500 ? t('payment.upgrade.checking') : undefined),
    as: 'legacy',
    method: 'POST',
    path: '/api/account-zones',
    render: () => <RechargePanel />,
    act: async (user) => {
      await user.selectOptions(
        await screen.findByLabelText('Máy chủ nhận số dư'),
        'Máy chủ Huyền Vũ',
      );
      await click(user, 'Chuyển số dư');
      const dialog = await screen.findByRole('dialog', { name: 'Xác nhận chuyển số dư' });
      await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    },
  },
  {
    name: 'GiftCodeList (the auto key)',
    // A 5xx on a claim leaves its outcome unknown: the list is read, and the claim keeps its key.
    ownWords: (status) => (status === 500 ? t('api.error.outcomeUnknown') : undefined),
    as: 'demo',
    method: 'POST',
    path: '/api/giftpaysys/receive',
    render: () => <GiftCodeList />,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: /^Nhận key tự động/ }));
    },
  },
  {
    name: 'NameModal',
    as: 'demo',
    method: 'PATCH',
    path: '/api/user/update-profile',
    render: () => <PersonalInfo />,
    act: async (user) => {
      const dialog = await openDialog(user, 'Họ và tên', 'Đổi họ và tên');
      await user.type(dialog.getByLabelText('Tên đệm'), 'x');
      await user.click(dialog.getByRole('button', { name: 'Lưu' }));
    },
  },
  {
    name: 'PasswordModal',
    as: 'demo',
    method: 'POST',
    path: '/api/user/change-password',
    render: () => <SecuritySettings />,
    act: async (user) => {
      const dialog = await openDialog(user, 'Mật khẩu', 'Đổi mật khẩu');
      await user.type(dialog.getByLabelText('Mật khẩu hiện tại'), 'Demo@2026');
      await user.type(dialog.getByLabelText('Mật khẩu mới'), 'Hiepkhach@2026');
      await user.type(dialog.getByLabelText('Nhập lại mật khẩu mới'), 'Hiepkhach@2026');
      await user.click(dialog.getByRole('button', { name: 'Lưu' }));
    },
  },
  {
    name: 'PhoneModal (the OTP)',
    as: 'demo',
    method: 'POST',
    path: '/api/user/change-phone',
    render: () => <PersonalInfo />,
    act: async (user) => {
      const dialog = await openDialog(user, 'Số điện thoại', 'Đổi số điện thoại');
      await user.click(dialog.getByRole('button', { name: 'Gửi mã OTP' }));
    },
  },
  {
    name: 'EmailModal (the security code)',
    as: 'demo',
    method: 'POST',
    path: '/api/security-code',
    render: () => <PersonalInfo />,
    act: async (user) => {
      const dialog = await openDialog(user, 'Email', 'Đổi email');
      const field = dialog.getByLabelText('Email mới');
      await user.clear(field);
      await user.type(field, 'moi@example.com');
      await user.click(await dialog.findByRole('button', { name: 'Gửi mã' }));
    },
  },
  {
    name: 'VerificationEmailButton',
    as: 'newbie',
    method: 'POST',
    path: '/email-verification/send',
    render: () => <PersonalInfo />,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Gửi email xác thực' }));
    },
  },
];

describe('what a server says that is not for players never reaches the page: submits', () => {
  describe.each(submits)('$name', (cell) => {
    it.each(englishAnswers)('answered $status', async ({ status, body }) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      if (cell.as) sim.signIn(cell.as);
      cell.before?.();
      const { user } = renderWithPortal(cell.render());
      await fault(cell.method, cell.path, status, body);
      await cell.act!(user);
      await expectOnlyVietnamese(cell, status);
    });
  });
});
