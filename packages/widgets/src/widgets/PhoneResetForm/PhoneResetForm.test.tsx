import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { PhoneResetForm } from './PhoneResetForm';

const sim = setupSimulator();
const supportNumbers = ['8077', '0901 234 567'] as const;
const demoPhone = '0912345678';
const newPassword = 'Kiếm-hiệp 2026!';
const resetPath = '/reset-password-by-phone';

/** The player texts the support number from a phone; the simulator answers by SMS. */
async function textSupport(from: string, text: string): Promise<void> {
  const response = await sim.simulator.fetch(
    new Request(`${simulatorURL}/__sim/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, text }),
    }),
  );
  expect(response.status).toBe(200);
}

const usernameField = () => screen.getByRole('textbox', { name: 'Tên đăng nhập' });
const otpField = () => screen.getByRole('textbox', { name: 'Mã OTP' });
const passwordField = () => screen.getByLabelText('Mật khẩu mới');
const confirmField = () => screen.getByLabelText('Nhập lại mật khẩu mới');
const submitButton = () => screen.getByRole('button', { name: 'Đặt lại mật khẩu' });

describe('PhoneResetForm', () => {
  describe('given the empty form', () => {
    it('explains the SMS to send and asks for the code and a new password', async () => {
      const { container } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Lấy lại mật khẩu qua điện thoại' }),
      ).toBeVisible();
      expect(screen.getByText('MXT <tên đăng nhập>')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Nhắn tin tới 8077' })).toHaveAttribute(
        'href',
        'sms:8077',
      );
      expect(screen.getByRole('link', { name: 'Nhắn tin tới 0901 234 567' })).toHaveAttribute(
        'href',
        'sms:0901234567',
      );
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(otpField()).toHaveAttribute('inputmode', 'numeric');
      expect(otpField()).toHaveAttribute('autocomplete', 'one-time-code');
      expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
      expect(confirmField()).toHaveAttribute('autocomplete', 'new-password');
      expect(passwordField()).not.toHaveAttribute('maxlength');
      await expectNoAxeViolations(container);
    });

    it('shows the strength meter under the new password, rising with a strong one', async () => {
      const { user, container } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} />,
      );
      const meterText = () =>
        document.getElementById(
          passwordField().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
        );
      expect(meterText()).toHaveAttribute('aria-live', 'polite');
      expect(meterText()).toHaveTextContent('');
      await user.type(passwordField(), 'abcdefgh');
      expect(meterText()).toHaveTextContent('Độ mạnh mật khẩu: Yếu');
      await user.clear(passwordField());
      await user.type(passwordField(), newPassword);
      expect(meterText()).toHaveTextContent('Độ mạnh mật khẩu: Rất mạnh');
      expect(passwordField()).toHaveAccessibleDescription(
        expect.stringContaining('Độ mạnh mật khẩu: Rất mạnh'),
      );
      await expectNoAxeViolations(container);
    });

    it('shows the typed username in the SMS to send, live', async () => {
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      await user.type(usernameField(), ' hiep_khach ');
      expect(screen.getByText('MXT hiep_khach')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Nhắn tin tới 8077' })).toHaveAttribute(
        'href',
        'sms:8077?body=MXT%20hiep_khach',
      );
      await user.clear(usernameField());
      expect(screen.getByText('MXT <tên đăng nhập>')).toBeVisible();
    });
  });

  describe('when a field breaks a rule', () => {
    it('lists every problem, focuses the summary and sends nothing', async () => {
      const requests = recordRequests(sim, { path: resetPath });
      const { user, container } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} />,
      );
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Vui lòng nhập tên đăng nhập', 'Vui lòng nhập mã OTP', 'Vui lòng nhập mật khẩu']);
      expect(requests.bodies()).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it.each([
      ['username', 'abc', 'Tên đăng nhập phải có ít nhất 4 ký tự'],
      ['otp', '12345', 'Mã OTP phải gồm đúng 6 ký tự'],
      ['newPassword', 'abcdefg1', 'Mật khẩu chưa đủ mạnh'],
      ['newPassword', 'Ab1!', 'Mật khẩu phải có ít nhất 8 ký tự'],
    ] as const)('%s %j: %s', async (field, typed, message) => {
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      const input = {
        username: usernameField,
        otp: otpField,
        newPassword: passwordField,
      }[field]();
      await user.type(input, typed);
      await user.tab();
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    });

    it('takes 6 digits in the OTP field: a seventh and a letter are refused as typed, and said', async () => {
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      await user.type(otpField(), '12ab');
      expect(otpField()).toHaveValue('12');
      expect(otpField()).toHaveAccessibleDescription(
        expect.stringContaining('Chỉ nhập chữ số; ký tự khác không được nhận.'),
      );
      await user.type(otpField(), '34567');
      await user.tab();
      expect(otpField()).toHaveValue('123456');
      expect(otpField()).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 6 ký tự; phần nhập thêm không được nhận.'),
      );
      await user.clear(otpField());
      await user.paste('１２３ ４５６');
      expect(otpField()).toHaveValue('123456');
      expect(otpField()).toBeValid();
    });

    it("keeps the OTP and the new password out of the page's HTML (no value attribute)", async () => {
      const { user, container } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} />,
      );
      await user.type(otpField(), '482913');
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      expect(otpField()).toHaveValue('482913');
      expect(confirmField()).toHaveValue(newPassword);
      expect(container.innerHTML).not.toContain('482913');
      expect(container.innerHTML).not.toContain(newPassword);
    });

    it('says when the confirmation does not match', async () => {
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), 'Kiếm-hiệp 2026');
      await user.tab();
      expect(confirmField()).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
    });
  });

  describe('after texting MXT {username} from the account phone', () => {
    it('resets the password with the code received: success notice, login link, the new password works', async () => {
      await textSupport(demoPhone, 'MXT demo');
      const otp = sim.simulator.lastMessageTo(demoPhone)?.code;
      expect(otp).toMatch(/^\S{6}$/);
      const requests = recordRequests(sim, { path: resetPath });
      const onReset = vi.fn();
      const { user, container } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} onReset={onReset} />,
      );
      await user.type(usernameField(), ' demo');
      await user.type(otpField(), ` ${otp!} `);
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Đặt lại mật khẩu thành công!');
      expect(notice).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
      expect(onReset).toHaveBeenCalledOnce();
      expect(await requests.bodies()[0]).toEqual({
        username: 'demo',
        otp,
        newPassword,
        reNewPassword: newPassword,
      });
      await expectNoAxeViolations(container);
      await expect(
        createPortalClient({ baseURL: simulatorURL }).login({
          username: 'demo',
          password: newPassword,
          remember: false,
        }),
      ).resolves.toBeDefined();
    });

    it('sends one request however often the button is clicked', async () => {
      await textSupport(demoPhone, 'MXT demo');
      const otp = sim.simulator.lastMessageTo(demoPhone)?.code ?? '';
      const requests = recordRequests(sim, { path: resetPath });
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      await user.type(usernameField(), 'demo');
      await user.type(otpField(), otp);
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      await user.dblClick(submitButton());
      await screen.findByText('Đặt lại mật khẩu thành công!');
      expect(requests.bodies()).toHaveLength(1);
    });
  });

  describe('when the server says no', () => {
    it.each([
      ['a wrong code', 'demo'],
      ['an account that does not exist', 'khong_ton_tai'],
    ])(
      'given %s, shows the same error under the OTP and keeps what was typed',
      async (_, username) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const { user, container } = renderWithPortal(
          <PhoneResetForm supportNumbers={supportNumbers} />,
        );
        await user.type(usernameField(), username);
        await user.type(otpField(), '000000');
        await user.type(passwordField(), newPassword);
        await user.type(confirmField(), newPassword);
        await user.click(submitButton());
        const summary = await screen.findByRole('alert');
        await waitFor(() => expect(summary).toHaveFocus());
        expect(otpField()).toBeInvalid();
        expect(otpField()).toHaveAccessibleDescription(
          expect.stringContaining('Mã OTP không đúng hoặc đã hết hạn'),
        );
        expect(usernameField()).toHaveValue(username);
        expect(otpField()).toHaveValue('000000');
        expect(passwordField()).toHaveValue(newPassword);
        expect(confirmField()).toHaveValue(newPassword);
        await expectNoAxeViolations(container);

        await user.type(otpField(), '{Backspace}1');
        expect(otpField()).not.toHaveAccessibleDescription(
          expect.stringContaining('Mã OTP không đúng'),
        );
      },
    );

    it('given the code was burnt by 5 wrong tries, says to ask for a new one, even for the right code', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      await textSupport(demoPhone, 'MXT demo');
      const otp = sim.simulator.lastMessageTo(demoPhone)?.code ?? '';
      const wrongOtp = otp === '000000' ? '111111' : '000000';
      const client = createPortalClient({ baseURL: simulatorURL });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(
          client.resetPasswordByPhone({
            username: 'demo',
            otp: wrongOtp,
            newPassword,
            reNewPassword: newPassword,
          }),
        ).rejects.toMatchObject({ statusCode: 422 });
      }
      const { user, container } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} />,
      );
      await user.type(usernameField(), 'demo');
      await user.type(otpField(), otp);
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveFocus();
      expect(otpField()).toBeInvalid();
      expect(otpField()).toHaveAccessibleDescription(
        expect.stringContaining(
          'Bạn đã nhập sai mã OTP quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.',
        ),
      );
      expect(otpField()).toHaveValue(otp);
      await expectNoAxeViolations(container);
    }, 15_000);

    it('given a 500 or no answer in time, says so and keeps what was typed', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(
          `${simulatorURL}${resetPath}`,
          () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          { once: true },
        ),
        http.post(`${simulatorURL}${resetPath}`, () => delay('infinite'), { once: true }),
      );
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 100 }),
      });
      await user.type(usernameField(), 'demo');
      await user.type(otpField(), '123456');
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Máy chủ đang gặp sự cố');
      await user.click(submitButton());
      // no answer to a write, and the new password does not log in: the outcome is unknown
      expect(
        await screen.findByText(/chưa rõ mật khẩu đã được đổi hay chưa, và chưa đăng nhập được/),
      ).toBeVisible();
      expect(usernameField()).toHaveValue('demo');
      expect(otpField()).toHaveValue('123456');
      expect(passwordField()).toHaveValue(newPassword);
    });
  });

  describe('when the answer to the reset is lost', () => {
    async function submitWithTheCode(user: UserEvent) {
      await textSupport(demoPhone, 'MXT demo');
      const otp = sim.simulator.lastMessageTo(demoPhone)?.code ?? '';
      await user.type(usernameField(), 'demo');
      await user.type(otpField(), otp);
      await user.type(passwordField(), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
    }

    it.each([
      ['the connection drops', 'dropped', 2000],
      // 500 ms: the login with the new password that follows has the same deadline, which a loaded machine meets
      ['no answer comes in time', 'noAnswer', 500],
    ] as const)(
      'given the reset was done but %s, logs in with the new password and says it was changed',
      async (_, how, timeoutMs) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        sim.loseAnswerOf('post', resetPath, how);
        const onReset = vi.fn();
        const { user, container } = renderWithPortal(
          <PhoneResetForm supportNumbers={supportNumbers} onReset={onReset} />,
          { client: createPortalClient({ baseURL: simulatorURL, timeoutMs }) },
        );
        await submitWithTheCode(user);
        const notice = await screen.findByRole('status', {}, { timeout: 5000 });
        expect(notice).toHaveTextContent('Đặt lại mật khẩu thành công!');
        // focus moves in an effect after the notice shows
        await waitFor(() => expect(notice).toHaveFocus());
        expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
        expect(onReset).toHaveBeenCalledOnce();
        await expectNoAxeViolations(container);
      },
    );

    it('given the reset never reached the server, says the outcome is unknown and sends again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(`${simulatorURL}${resetPath}`, () => HttpResponse.error(), { once: true }),
      );
      const { user } = renderWithPortal(<PhoneResetForm supportNumbers={supportNumbers} />);
      await submitWithTheCode(user);
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(
        'Kết nối bị gián đoạn nên chưa rõ mật khẩu đã được đổi hay chưa, và chưa đăng nhập được bằng mật khẩu mới. Hãy bấm Đặt lại mật khẩu để thử lại.',
      );
      await waitFor(() => expect(summary).toHaveFocus());
      expect(otpField()).toHaveValue(sim.simulator.lastMessageTo(demoPhone)?.code);
      await user.click(submitButton());
      expect(await screen.findByText('Đặt lại mật khẩu thành công!')).toBeVisible();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts, the SMS and support numbers included', async () => {
      const { user, portalRoot } = renderWithPortal(
        <PhoneResetForm supportNumbers={supportNumbers} />,
        { locale: 'pseudo' },
      );
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      await user.type(screen.getAllByRole('textbox')[0]!, 'demo');
      await user.click(screen.getByRole('button', { name: /Đặt lại mật khẩu/ }));
      await screen.findByRole('alert');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
