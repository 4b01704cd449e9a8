import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { createDevCaptcha, useUser } from '../../provider';
import { RegisterWizard } from './RegisterWizard';
import type { RegisterStep, StepHistory } from './stepHistory';

const sim = setupSimulator();
beforeEach(() => {
  window.history.replaceState(null, '');
  // The controller logs each failure's detail for developers; the tests read the screen instead.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  sim.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function SignedInAs() {
  const state = useUser();
  return (
    <p>{state.status === 'signedIn' ? `signed in as ${state.user.username}` : 'signed out'}</p>
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });
const phone = () => screen.getByRole('textbox', { name: 'Số điện thoại' });
const username = () => screen.getByRole('textbox', { name: 'Tên đăng nhập' });
const password = () => screen.getByLabelText('Mật khẩu', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Nhập lại mật khẩu', { selector: 'input' });
const next = () => screen.getByRole('button', { name: 'Tiếp tục' });
const registerButton = () => screen.getByRole('button', { name: 'Đăng ký' });
/** The meter's sentence: the polite live region that describes the password. */
const meterText = () =>
  document.getElementById(password().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');

interface Account {
  phone?: string;
  username?: string;
  password?: string;
  confirm?: string;
}

/** Fills the three steps and stops on the password step, ready to submit. */
async function fillSteps(
  user: UserEvent,
  {
    phone: phoneNumber = '0901234567',
    username: name = 'tan_thu_01',
    password: secret = 'Abc12345',
    confirm = secret,
  }: Account = {},
) {
  await user.type(phone(), phoneNumber);
  await user.click(next());
  await user.type(username(), name);
  await user.click(next());
  await user.click(password());
  await user.paste(secret);
  await user.click(confirmation());
  await user.paste(confirm);
}

describe('RegisterWizard', () => {
  describe('given the phone step', () => {
    it('names the step, asks for a numeric phone and links to login', async () => {
      const { container } = renderWithPortal(<RegisterWizard />);
      expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn');
      expect(
        screen.getByText('Dùng để kích hoạt và khôi phục tài khoản qua SMS'),
      ).toBeInTheDocument();
      expect(screen.getByRole('form', { name: /Số điện thoại của bạn/ })).toHaveAttribute(
        'novalidate',
      );
      expect(phone()).toHaveAttribute('type', 'tel');
      expect(phone()).toHaveAttribute('inputmode', 'numeric');
      expect(phone()).toHaveAttribute('autocomplete', 'tel');
      expect(phone()).not.toHaveAttribute('maxlength');
      expect(
        screen.getByRole('checkbox', { name: 'Nhận tin tức và ưu đãi qua SMS' }),
      ).not.toBeChecked();
      expect(screen.getByText('Đã có tài khoản?')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(container);
    });

    it('links to the login path the host way', () => {
      renderWithPortal(
        <RegisterWizard
          loginPath="/dang-nhap"
          renderLink={({ to, children }) => <a href={`/app${to}`}>{children}</a>}
        />,
      );
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
        'href',
        '/app/dang-nhap',
      );
    });

    it('says a phone is needed once the field is left empty', async () => {
      const { user, container } = renderWithPortal(<RegisterWizard />);
      await user.click(phone());
      await user.tab();
      expect(phone()).toHaveAccessibleDescription(/^Vui lòng nhập số điện thoại/);
      expect(phone()).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(container);
    });

    it.each(['090123456', '09o1234567'])('says %j is not a valid phone', async (value) => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), value);
      await user.tab();
      expect(phone()).toHaveAccessibleDescription(/^Số điện thoại không hợp lệ/);
      expect(next()).toHaveAttribute('aria-disabled', 'true');
    });

    it('keeps next inert until the phone is valid, then enables it', async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), '090123456');
      await user.click(next());
      expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn');
      await user.type(phone(), '7');
      expect(next()).not.toHaveAttribute('aria-disabled');
    });

    it('cleans the phone as it is typed: separators and letters go, +84 becomes 0', async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), '+84 912-345.678x');
      expect(phone()).toHaveValue('0912345678');
      expect(next()).not.toHaveAttribute('aria-disabled');
    });

    it('Enter on an invalid step shows why and stays', async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), '0901{Enter}');
      expect(phone()).toHaveAccessibleDescription(/^Số điện thoại không hợp lệ/);
      expect(phone()).toHaveFocus();
      expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn');
    });
  });

  describe('given the username step', () => {
    async function atUsernameStep() {
      const rendered = renderWithPortal(<RegisterWizard />);
      await rendered.user.type(phone(), '0901234567');
      await rendered.user.click(next());
      return rendered;
    }

    it('names the step, focuses its heading and offers a way back', async () => {
      const { container } = await atUsernameStep();
      expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập');
      expect(heading()).toHaveFocus();
      expect(username()).toHaveAttribute('autocomplete', 'username');
      expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(container);
    });

    it.each([
      ['', 'Vui lòng nhập tên đăng nhập'],
      ['abc', 'Tên đăng nhập phải có từ 4 đến 32 ký tự'],
      ['a'.repeat(33), 'Tên đăng nhập phải có từ 4 đến 32 ký tự'],
      ['Tan_Thu', 'Tên đăng nhập chỉ gồm chữ thường a-z, chữ số và dấu gạch dưới'],
    ])('says what is wrong with %j', async (value, message) => {
      const { user } = await atUsernameStep();
      await user.click(username());
      if (value) await user.paste(value);
      await user.tab();
      expect(username()).toHaveAccessibleDescription(new RegExp(`^${message}`));
    });

    it("'Quay lại' returns to the phone step with the phone kept, going back in history", async () => {
      const { user } = await atUsernameStep();
      const length = window.history.length;
      await user.click(screen.getByRole('button', { name: 'Quay lại' }));
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn'));
      expect(heading()).toHaveFocus();
      expect(phone()).toHaveValue('0901234567');
      // No new entry: the browser's forward button leads to the username step again.
      expect(window.history.length).toBe(length);
      act(() => window.history.forward());
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập'));
    });
  });

  describe('in the browser history', () => {
    it('next pushes the step beside the state a router keeps', async () => {
      window.history.replaceState({ usr: null, key: 'router-key', idx: 3 }, '');
      const length = window.history.length;
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), '0901234567');
      await user.click(next());
      expect(window.history.length).toBe(length + 1);
      expect(window.history.state).toEqual({
        usr: null,
        key: 'router-key',
        idx: 3,
        portalRegisterStep: 'username',
      });
    });

    it("the browser's back button restores the previous step, forward the next", async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await user.type(phone(), '0901234567');
      await user.click(next());
      await user.type(username(), 'tan_thu_01');
      await user.click(next());
      expect(heading()).toHaveAccessibleName('Bước 3/3 Đặt mật khẩu');

      act(() => window.history.back());
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập'));
      expect(username()).toHaveValue('tan_thu_01');
      expect(heading()).toHaveFocus();

      act(() => window.history.back());
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn'));
      expect(phone()).toHaveValue('0901234567');

      act(() => window.history.forward());
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập'));
    });

    it('a step whose earlier steps are not valid falls back to the first invalid one', async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      act(() => {
        window.dispatchEvent(
          new PopStateEvent('popstate', { state: { portalRegisterStep: 'password' } }),
        );
      });
      expect(heading()).toHaveAccessibleName('Bước 1/3 Số điện thoại của bạn');

      await user.type(phone(), '0901234567');
      act(() => {
        window.dispatchEvent(
          new PopStateEvent('popstate', { state: { portalRegisterStep: 'password' } }),
        );
      });
      expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập');
    });

    it('uses the step history it is given', async () => {
      const pushed: RegisterStep[] = [];
      const history: StepHistory = { current: null, push: (step) => pushed.push(step) };
      const { user, rerender } = renderWithPortal(<RegisterWizard stepHistory={history} />);
      await user.type(phone(), '0901234567');
      await user.click(next());
      expect(pushed).toEqual(['username']);
      expect(window.history.state).toBe(null);

      rerender(<RegisterWizard stepHistory={{ ...history, current: 'username' }} />);
      expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập');
    });
  });

  describe('given the password step', () => {
    async function atPasswordStep() {
      const rendered = renderWithPortal(<RegisterWizard />);
      await rendered.user.type(phone(), '0901234567');
      await rendered.user.click(next());
      await rendered.user.type(username(), 'tan_thu_01');
      await rendered.user.click(next());
      return rendered;
    }

    it('asks for a new password and repeats the username for password managers', async () => {
      const { container } = await atPasswordStep();
      expect(heading()).toHaveAccessibleName('Bước 3/3 Đặt mật khẩu');
      expect(password()).toHaveAttribute('autocomplete', 'new-password');
      expect(password()).not.toHaveAttribute('maxlength');
      expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
      expect(registerButton()).toHaveAttribute('aria-disabled', 'true');

      const hidden = container.querySelector('input[autocomplete="username"]');
      expect(hidden).toHaveValue('tan_thu_01');
      expect(hidden).toHaveAttribute('aria-hidden', 'true');
      expect(hidden).toHaveAttribute('tabindex', '-1');
      expect(hidden).toHaveAttribute('readonly');
      expect(screen.queryByRole('textbox', { name: 'Tên đăng nhập' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it.each([
      ['abcdefgh', 'Yếu'],
      ['abcdefg1', 'Trung bình'],
      ['abcdef1!', 'Mạnh'],
      ['Abcdef1!', 'Rất mạnh'],
    ])('shows and politely announces %j as %s', async (value, level) => {
      const { user, container } = await atPasswordStep();
      expect(meterText()).toHaveTextContent('');
      await user.type(password(), value);
      expect(meterText()).toHaveTextContent(`Độ mạnh mật khẩu: ${level}`);
      expect(meterText()).toHaveAttribute('aria-live', 'polite');
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining(`Độ mạnh mật khẩu: ${level}`),
      );
      await expectNoAxeViolations(container);
    });

    it('announces a level once, not on every key that keeps it', async () => {
      const { user } = await atPasswordStep();
      await user.type(password(), 'abcdefg');
      const changes: string[] = [];
      const observer = new MutationObserver(() => changes.push(meterText()?.textContent ?? ''));
      observer.observe(meterText()!, { childList: true, characterData: true, subtree: true });
      await user.type(password(), '12345');
      observer.disconnect();
      expect(new Set(changes)).toEqual(new Set(['Độ mạnh mật khẩu: Trung bình']));
    });

    it.each([
      ['abc1', 'Mật khẩu phải có ít nhất 8 ký tự'],
      ['abcdefgh', 'Mật khẩu chưa đủ mạnh'],
    ])('says what is wrong with %j', async (value, message) => {
      const { user } = await atPasswordStep();
      await user.type(password(), value);
      await user.tab();
      expect(password()).toHaveAccessibleDescription(new RegExp(`^${message}`));
    });

    it('says when the confirmation does not match', async () => {
      const { user, container } = await atPasswordStep();
      await user.type(password(), 'Abc12345');
      await user.type(confirmation(), 'Abc12346');
      await user.tab();
      expect(confirmation()).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
      expect(registerButton()).toHaveAttribute('aria-disabled', 'true');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the account is created', () => {
    it('sends the merged data with the captcha token, reloads the user and calls onSuccess', async () => {
      const registrations = recordRequests(sim, { method: 'POST', path: '/register' });
      const onSuccess = vi.fn();
      const { user, container } = renderWithPortal(
        <>
          <RegisterWizard onSuccess={onSuccess} />
          <SignedInAs />
        </>,
      );
      expect(await screen.findByText('signed out')).toBeInTheDocument();
      await user.type(phone(), '0901234567');
      await user.click(screen.getByRole('checkbox', { name: 'Nhận tin tức và ưu đãi qua SMS' }));
      await user.click(next());
      await user.type(username(), 'tan_thu_01');
      await user.click(next());
      await user.type(password(), 'Abc12345');
      await user.type(confirmation(), 'Abc12345');
      await user.click(registerButton());

      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ username: 'tan_thu_01' }));
      expect(screen.getByText('signed in as tan_thu_01')).toBeInTheDocument();
      expect(await registrations.bodies<Record<string, unknown>>()[0]).toEqual({
        phone: '0901234567',
        receiveNewsletter: true,
        username: 'tan_thu_01',
        password: 'Abc12345',
        passwordConfirm: 'Abc12345',
        gReCaptchaToken: 'dev-captcha-ok',
      });
      expect(sim.simulator.user('tan_thu_01')?.phoneNumber).toBe('0901234567');
      expect(screen.getByRole('status')).toHaveTextContent('Tạo tài khoản thành công.');
      await expectNoAxeViolations(container);
    });

    it('a 128-character password is sent untouched (a longer paste refused whole), the username trimmed', async () => {
      const registrations = recordRequests(sim, { method: 'POST', path: '/register' });
      const onSuccess = vi.fn();
      const { user } = renderWithPortal(<RegisterWizard onSuccess={onSuccess} />);
      const longPassword = ` ${'Mật khẩu 2026 '.repeat(9)}`.padEnd(128, '!');
      expect(longPassword).toHaveLength(128);
      await fillSteps(user, { username: ' tan_thu_02 ', password: `${longPassword}xyz` });
      expect(password()).toHaveValue('');
      expect(password()).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 128 ký tự; phần nhập thêm không được nhận.'),
      );
      await user.click(password());
      await user.paste(longPassword);
      await user.click(confirmation());
      await user.clear(confirmation());
      await user.paste(longPassword);
      expect(password()).toHaveValue(longPassword);
      await user.click(registerButton());

      await waitFor(() => expect(onSuccess).toHaveBeenCalled());
      const body = await registrations.bodies<Record<string, unknown>>()[0];
      expect(body?.password).toBe(longPassword);
      expect(body?.passwordConfirm).toBe(longPassword);
      expect(body?.username).toBe('tan_thu_02');
      expect(sim.simulator.user('tan_thu_02')).toBeDefined();
    });

    it('shows the loading text while it runs, and a double click sends one request', async () => {
      const registrations = recordRequests(sim, { method: 'POST', path: '/register' });
      sim.server.use(
        http.post(`${simulatorURL}/register`, async () => {
          // slow, then on to the simulator, which answers for real (and opens the session)
          await delay(100);
        }),
      );
      const onSuccess = vi.fn();
      const { user, container } = renderWithPortal(<RegisterWizard onSuccess={onSuccess} />);
      await fillSteps(user);
      await user.dblClick(registerButton());

      const busy = screen.getByRole('button', { name: 'Đang tạo tài khoản...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Quay lại' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expectNoAxeViolations(container);
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(registrations.requests).toHaveLength(1);
    });
  });

  describe('when the captcha cannot load', () => {
    it('says so, sends nothing and keeps everything typed', async () => {
      const registrations = recordRequests(sim, { method: 'POST', path: '/register' });
      const { user, container } = renderWithPortal(<RegisterWizard />, {
        captcha: createDevCaptcha({ unavailable: true }),
      });
      await fillSteps(user);
      await user.click(registerButton());

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Không tải được bước xác minh captcha');
      await waitFor(() => expect(banner).toHaveFocus());
      expect(heading()).toHaveAccessibleName('Bước 3/3 Đặt mật khẩu');
      expect(password()).toHaveValue('Abc12345');
      expect(confirmation()).toHaveValue('Abc12345');
      expect(registrations.requests).toHaveLength(0);
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: 'Quay lại' }));
      expect(username()).toHaveValue('tan_thu_01');
    });
  });

  describe('after a 422', () => {
    it('becomes one form with every field and the server message under its field', async () => {
      const { user, container } = renderWithPortal(<RegisterWizard />);
      await fillSteps(user, { username: 'demo' });
      await user.click(registerButton());

      await waitFor(() =>
        expect(heading()).toHaveAccessibleName('Trước tiên, chúng tôi cần một vài thông tin'),
      );
      expect(
        screen.getByText('Vui lòng kiểm tra lại thông tin tài khoản của bạn'),
      ).toBeInTheDocument();
      const summary = screen.getByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      // the subtitle asks to review once; the summary only links to the field
      expect(screen.getAllByText(/kiểm tra lại/)).toHaveLength(1);
      expect(summary).toHaveTextContent(/^Thông tin cần sửaTên đăng nhập đã được sử dụng$/);
      expect(phone()).toHaveValue('0901234567');
      expect(username()).toHaveValue('demo');
      expect(username()).toHaveAccessibleDescription(/^Tên đăng nhập đã được sử dụng/);
      expect(password()).toHaveValue('Abc12345');
      expect(confirmation()).toHaveValue('Abc12345');
      expect(screen.getByRole('link', { name: 'Tên đăng nhập đã được sử dụng' })).toHaveAttribute(
        'href',
        `#${username().id}`,
      );
      expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it('can be corrected and sent again from the single form', async () => {
      const onSuccess = vi.fn();
      const { user } = renderWithPortal(<RegisterWizard onSuccess={onSuccess} />);
      await fillSteps(user, { username: 'demo' });
      await user.click(registerButton());
      await screen.findByRole('alert');

      await user.clear(username());
      await user.type(username(), 'tan_thu_03');
      expect(username()).not.toHaveAttribute('aria-invalid');
      await user.click(registerButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(sim.simulator.user('tan_thu_03')).toBeDefined();
    });

    it("the browser's back button leaves it for the previous step, server message kept", async () => {
      const { user } = renderWithPortal(<RegisterWizard />);
      await fillSteps(user, { username: 'demo' });
      await user.click(registerButton());
      await screen.findByRole('alert');

      act(() => window.history.back());
      await waitFor(() => expect(heading()).toHaveAccessibleName('Bước 2/3 Chọn tên đăng nhập'));
      expect(heading()).toHaveFocus();
      expect(username()).toHaveAccessibleDescription(/^Tên đăng nhập đã được sử dụng/);

      act(() => window.history.forward());
      await waitFor(() =>
        expect(heading()).toHaveAccessibleName('Trước tiên, chúng tôi cần một vài thông tin'),
      );
    });

    it('shows a rejected captcha token in the banner', async () => {
      const { user } = renderWithPortal(<RegisterWizard />, {
        captcha: createDevCaptcha({ token: 'dev-captcha-fail' }),
      });
      await fillSteps(user);
      await user.click(registerButton());
      const banner = await screen.findByRole('alert');
      expect(heading()).toHaveAccessibleName('Trước tiên, chúng tôi cần một vài thông tin');
      expect(banner).toHaveTextContent(
        'Xác minh chống người máy không thành công, vui lòng thử lại',
      );
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('joins several messages of one field with newlines', async () => {
      sim.server.use(
        http.post(`${simulatorURL}/register`, () =>
          HttpResponse.json(
            {
              message: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
              errors: { password: ['Mật khẩu quá yếu', 'Mật khẩu đã bị lộ'] },
            },
            { status: 422 },
          ),
        ),
      );
      const { user } = renderWithPortal(<RegisterWizard />);
      await fillSteps(user);
      await user.click(registerButton());
      await screen.findByRole('alert');
      const describedBy = password().getAttribute('aria-describedby')?.split(' ')[0] ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        'Mật khẩu quá yếu\nMật khẩu đã bị lộ',
      );
    });
  });

  describe('when the answer to the registration is lost', () => {
    it.each([
      ['the connection drops', 'dropped', 2000],
      ['no answer comes in time', 'noAnswer', 150],
    ] as const)(
      'given the account was created but %s, logs in with what was typed and leads the player in',
      async (_, how, timeoutMs) => {
        sim.loseAnswerOf('post', '/register', how);
        const onSuccess = vi.fn();
        const { user } = renderWithPortal(
          <>
            <RegisterWizard onSuccess={onSuccess} />
            <SignedInAs />
          </>,
          { client: createPortalClient({ baseURL: simulatorURL, timeoutMs }) },
        );
        await fillSteps(user);
        await user.click(registerButton());
        await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
        expect(screen.getByText('signed in as tan_thu_01')).toBeInTheDocument();
        expect(screen.queryByText(/Tên đăng nhập đã được sử dụng/)).toBeNull();
        expect(heading()).toHaveAccessibleName('Chào mừng bạn!');
      },
    );

    it('given it never reached the server, says the outcome is unknown and registers on a retry', async () => {
      sim.server.use(
        http.post(`${simulatorURL}/register`, () => HttpResponse.error(), { once: true }),
      );
      const onSuccess = vi.fn();
      const { user, container } = renderWithPortal(<RegisterWizard onSuccess={onSuccess} />);
      await fillSteps(user);
      await user.click(registerButton());
      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(
        'Kết nối bị gián đoạn nên chưa rõ tài khoản đã được tạo hay chưa, và chưa đăng nhập được bằng thông tin bạn vừa nhập. Hãy bấm Đăng ký để thử lại.',
      );
      await waitFor(() => expect(banner).toHaveFocus());
      expect(heading()).toHaveAccessibleName('Bước 3/3 Đặt mật khẩu');
      expect(password()).toHaveValue('Abc12345');
      await expectNoAxeViolations(container);
      await user.click(registerButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      expect(sim.simulator.user('tan_thu_01')).toBeDefined();
    });
  });

  describe('when the server fails otherwise', () => {
    it('a 500 page gives a banner and stays on the password step', async () => {
      sim.server.use(
        http.post(
          `${simulatorURL}/register`,
          () =>
            new HttpResponse('<!doctype html><h1>502 Bad Gateway</h1>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      );
      const { user, container } = renderWithPortal(<RegisterWizard />);
      await fillSteps(user);
      await user.click(registerButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
      );
      expect(heading()).toHaveAccessibleName('Bước 3/3 Đặt mật khẩu');
      expect(password()).toHaveValue('Abc12345');
      await expectNoAxeViolations(container);
    });
  });
});

describe('RegisterWizard in the pseudo locale', () => {
  it('every text of every step and of the single form comes from the catalogue', async () => {
    const pseudo = (text: string) => `[${text} ǂǂ]`;
    // The server's own texts are shown as they come; marking them lets the walk tell them apart.
    sim.server.use(
      http.post(`${simulatorURL}/register`, () =>
        HttpResponse.json(
          {
            message: pseudo('Dữ liệu không hợp lệ, vui lòng kiểm tra lại.'),
            errors: { username: [pseudo('Tên đăng nhập đã được sử dụng')] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, portalRoot } = renderWithPortal(<RegisterWizard />, { locale: 'pseudo' });
    const offenders: string[] = [];
    let seen = 0;
    const walk = () => {
      const result = textsNotFromTheCatalogue(portalRoot);
      offenders.push(...result.offenders);
      seen += result.seen;
    };
    const nextButton = () => screen.getByRole('button', { name: pseudo('Tiếp tục') });

    walk();
    await user.type(screen.getByLabelText(pseudo('Số điện thoại')), '0901234567');
    await user.click(nextButton());
    walk();
    await user.type(screen.getByLabelText(pseudo('Tên đăng nhập')), 'demo');
    await user.click(nextButton());
    await user.type(screen.getByLabelText(pseudo('Mật khẩu'), { selector: 'input' }), 'Abc12345');
    await user.type(screen.getByLabelText(pseudo('Nhập lại mật khẩu')), 'Abc12346');
    await user.tab();
    walk();
    await user.clear(screen.getByLabelText(pseudo('Nhập lại mật khẩu')));
    await user.type(screen.getByLabelText(pseudo('Nhập lại mật khẩu')), 'Abc12345');
    await user.click(screen.getByRole('button', { name: pseudo('Đăng ký') }));
    await screen.findByRole('alert');
    walk();

    expect(offenders).toEqual([]);
    expect(seen).toBeGreaterThan(40);
  });
});
