import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { createDevCaptcha } from '../../provider';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const sim = setupSimulator();
const sendPath = '/reset-password/send-email';
const neutral =
  'Nếu tên đăng nhập tồn tại và có email, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu. Vui lòng kiểm tra hộp thư.';

const usernameField = () => screen.getByRole('textbox', { name: 'Tên đăng nhập' });
const submitButton = () => screen.getByRole('button', { name: 'Gửi yêu cầu' });

describe('ForgotPasswordForm', () => {
  describe('given the empty form', () => {
    it('shows the title, the field and the links, with the submit dimmed', async () => {
      const { container } = renderWithPortal(<ForgotPasswordForm />);
      expect(screen.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeInTheDocument();
      expect(usernameField()).toHaveAttribute('autocomplete', 'username');
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.getByRole('link', { name: 'Quên tên đăng nhập?' })).toHaveAttribute(
        'href',
        '/recovery/forgot-username',
      );
      expect(screen.getByRole('link', { name: 'Cần trợ giúp? Liên hệ hỗ trợ' })).toHaveAttribute(
        'href',
        '/support',
      );
      await expectNoAxeViolations(container);
    });

    it('renders links the host way', () => {
      renderWithPortal(
        <ForgotPasswordForm
          forgotUsernamePath="/quen-ten"
          renderLink={({ to, children }) => (
            <a href={`#${to}`} data-router="">
              {children}
            </a>
          )}
        />,
      );
      const link = screen.getByRole('link', { name: 'Quên tên đăng nhập?' });
      expect(link).toHaveAttribute('href', '#/quen-ten');
      expect(link).toHaveAttribute('data-router');
    });
  });

  describe('when the username breaks a rule', () => {
    it('says it is required once the field is left empty', async () => {
      const { user } = renderWithPortal(<ForgotPasswordForm />);
      await user.click(usernameField());
      await user.tab();
      expect(usernameField()).toHaveAccessibleDescription(
        'Vui lòng nhập tên đăng nhập Ít nhất 4 ký tự.',
      );
    });

    it('keeps the submit dimmed under 4 characters and says why on Enter, sending nothing', async () => {
      const requests = recordRequests(sim, { path: sendPath });
      const { user, container } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), 'abc');
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(submitButton());
      await user.type(usernameField(), '{Enter}');
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent('Tên đăng nhập phải có ít nhất 4 ký tự');
      expect(usernameField()).toBeInvalid();
      expect(requests.methods()).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it('enables the submit at 4 characters, spaces around not counted', async () => {
      const { user } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), ' abc ');
      expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
      await user.type(usernameField(), 'd');
      expect(submitButton()).not.toHaveAttribute('aria-disabled');
    });
  });

  describe('after a submit', () => {
    it('gives the same confirmation for an existing and an unknown username; only the account gets mail', async () => {
      const onSent = vi.fn();
      const first = renderWithPortal(<ForgotPasswordForm onSent={onSent} />);
      await first.user.type(usernameField(), ' demo ');
      await first.user.click(submitButton());
      const confirmation = await screen.findByRole('status');
      expect(confirmation).toHaveTextContent(neutral);
      expect(confirmation).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(sim.simulator.lastMessageTo('demo@example.com')?.link).toMatch(
        /\/recovery\/forgot-password\/\S+$/,
      );
      expect(onSent).toHaveBeenCalledOnce();
      await expectNoAxeViolations(first.container);
      const existing = confirmation.textContent;
      first.unmount();

      const second = renderWithPortal(<ForgotPasswordForm />);
      await second.user.type(usernameField(), 'khong_ton_tai');
      await second.user.click(submitButton());
      expect((await screen.findByRole('status')).textContent).toBe(existing);
      expect(sim.simulator.outbox()).toHaveLength(1);
    });

    it('sends one request however often the button is clicked', async () => {
      const requests = recordRequests(sim, { path: sendPath });
      const { user } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), 'demo');
      await user.dblClick(submitButton());
      await screen.findByText(neutral);
      expect(requests.methods()).toEqual(['POST']);
    });

    it('shows the button busy while the request runs', async () => {
      sim.server.use(http.post(`${simulatorURL}${sendPath}`, () => delay('infinite')));
      const { user, container } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      const busy = await screen.findByRole('button', { name: 'Đang xử lý...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the request fails', () => {
    it('given no captcha, says so, keeps the username and sends nothing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const requests = recordRequests(sim, { path: sendPath });
      const { user, container } = renderWithPortal(<ForgotPasswordForm />, {
        captcha: createDevCaptcha({ unavailable: true }),
      });
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('Không tải được bước xác minh captcha');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(usernameField()).toHaveValue('demo');
      expect(requests.methods()).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it('given a captcha token the server rejects, shows its message in the banner', async () => {
      const { user } = renderWithPortal(<ForgotPasswordForm />, {
        captcha: createDevCaptcha({ token: 'dev-captcha-fail' }),
      });
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('Xác minh chống người máy không thành công');
      expect(summary.querySelector('a')).toBeNull();
    });

    it('given a 500, shows the server message and keeps the username', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(`${simulatorURL}${sendPath}`, () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      );
      const { user } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
      );
      expect(usernameField()).toHaveValue('demo');
    });

    it('given no answer in time, says so, keeps the username and sends again on the next submit', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(`${simulatorURL}${sendPath}`, () => delay('infinite'), { once: true }),
      );
      const { user } = renderWithPortal(<ForgotPasswordForm />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 50 }),
      });
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa',
      );
      expect(usernameField()).toHaveValue('demo');
      await user.click(submitButton());
      expect(await screen.findByText(neutral)).toBeInTheDocument();
    });
  });

  describe('when the server throttles the requests (429 with Retry-After)', () => {
    it('holds the button with a countdown as its text, keeps the username, then sends again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(
          `${simulatorURL}${sendPath}`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            ),
          { once: true },
        ),
      );
      const sent = recordRequests(sim, { path: sendPath });
      const { user, container } = renderWithPortal(<ForgotPasswordForm />);
      await user.type(usernameField(), 'demo');
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Bạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
      );
      // The button's own text becomes the countdown (its name is no longer 'Gửi yêu cầu'); no `disabled`.
      const held = screen.getByRole('button', { name: 'Thử lại sau 2 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      expect(held).not.toBeDisabled();
      expect(usernameField()).toHaveValue('demo');
      await expectNoAxeViolations(container);
      await user.click(held);
      expect(sent.methods()).toHaveLength(1);

      await waitFor(() => expect(held).toHaveAccessibleName('Gửi yêu cầu'), { timeout: 3500 });
      await user.click(held);
      expect(await screen.findByText(neutral)).toBeInTheDocument();
      expect(sent.methods()).toHaveLength(2);
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts, in the form and after sending', async () => {
      const { user, portalRoot } = renderWithPortal(<ForgotPasswordForm />, { locale: 'pseudo' });
      await user.click(screen.getByRole('button'));
      await user.type(screen.getByRole('textbox'), 'ab{Enter}');
      await screen.findByRole('alert');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      await user.type(screen.getByRole('textbox'), 'cd');
      await user.click(screen.getByRole('button'));
      await screen.findByRole('status');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
