import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { createPortalClient } from '../../api';
import { ResetPasswordForm } from './ResetPasswordForm';

const sim = setupSimulator();
const client = () => createPortalClient({ baseURL: simulatorURL });
const invalidNotice =
  'Đường dẫn không hợp lệ hoặc đã hết hạn. Vui lòng gửi lại yêu cầu đặt lại mật khẩu.';
const newPassword = 'Kiếm-hiệp 2026!';

/** Asks for a reset e-mail the way the forgot-password page does and returns the token of its link. */
async function resetTokenOf(username: string, email: string): Promise<string> {
  await client().sendResetEmail({ username, gReCaptchaToken: 'dev-captcha-ok' });
  const link = sim.simulator.lastMessageTo(email)?.link;
  if (!link) throw new Error(`no reset e-mail to ${email}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

const passwordField = () => screen.getByLabelText('Mật khẩu mới');
const confirmField = () => screen.getByLabelText('Nhập lại mật khẩu mới');
const submitButton = () => screen.getByRole('button', { name: 'Đặt lại mật khẩu' });

describe('ResetPasswordForm', () => {
  describe('while the link is checked', () => {
    it('says the request is being verified, then shows the form', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { container } = renderWithPortal(<ResetPasswordForm token={token} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Đang xác minh yêu cầu...');
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      await expectNoAxeViolations(container);
      expect(await screen.findByLabelText('Mật khẩu mới')).toHaveAttribute(
        'autocomplete',
        'new-password',
      );
      expect(confirmField()).toHaveAttribute('autocomplete', 'new-password');
      expect(passwordField()).not.toHaveAttribute('maxlength');
      expect(confirmField()).toHaveAttribute('type', 'password');
      await expectNoAxeViolations(container);
    });

    it('checks once under StrictMode', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const checks = recordRequests(sim, { method: 'GET', path: /^\/reset-password\// });
      // StrictMode around the whole tree: effects run, clean up and run again on mount
      renderWithPortal(<ResetPasswordForm token={token} />, { reactStrictMode: true });
      await screen.findByLabelText('Mật khẩu mới');
      expect(checks.requests.length).toBe(1);
    });
  });

  describe('given an unknown, used or expired link', () => {
    it('shows the notice with a link to ask for a new one', async () => {
      const { container } = renderWithPortal(<ResetPasswordForm token="khong-hop-le" />);
      expect(await screen.findByText(invalidNotice)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Gửi lại yêu cầu' })).toHaveAttribute(
        'href',
        '/recovery/forgot-password',
      );
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.queryByLabelText('Mật khẩu mới')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the check cannot reach the server', () => {
    it('given no connection, offers a retry instead of the invalid notice', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await resetTokenOf('demo', 'demo@example.com');
      sim.server.use(
        http.get(`${simulatorURL}/reset-password/:token`, () => HttpResponse.error(), {
          once: true,
        }),
      );
      const { user, container } = renderWithPortal(<ResetPasswordForm token={token} />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Chưa kiểm tra được đường dẫn đặt lại mật khẩu');
      expect(alert).toHaveTextContent('Không thể kết nối đến máy chủ');
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeVisible();
      expect(screen.queryByText(invalidNotice)).toBeNull();
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByLabelText('Mật khẩu mới')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });

    it.each([
      ['a 500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
      ['HTML instead of JSON', () => new HttpResponse('<html></html>', { status: 200 })],
    ])('given %s, offers a retry', async (_, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(http.get(`${simulatorURL}/reset-password/:token`, answer));
      renderWithPortal(<ResetPasswordForm token="any" />);
      expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeVisible();
      expect(screen.queryByText(invalidNotice)).toBeNull();
    });

    it('given no answer in time, offers a retry', async () => {
      sim.server.use(http.get(`${simulatorURL}/reset-password/:token`, () => delay('infinite')));
      renderWithPortal(<ResetPasswordForm token="any" />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 50 }),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Máy chủ phản hồi quá lâu');
      expect(screen.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    });
  });

  describe('given a valid link', () => {
    it.each([
      ['', 'Vui lòng nhập mật khẩu'],
      ['Ab1!xyz', 'Mật khẩu phải có ít nhất 8 ký tự'],
      [
        'abcdefg1',
        'Mật khẩu chưa đủ mạnh: hãy dùng ít nhất 3 loại ký tự (chữ cái, chữ số, ký hiệu, có cả chữ hoa lẫn chữ thường), trong đó có ký hiệu',
      ],
    ])('rejects the password %j: %s', async (password, message) => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const posts = recordRequests(sim, { method: 'POST', path: /^\/reset-password/ });
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.click(await screen.findByLabelText('Mật khẩu mới'));
      if (password) await user.paste(password);
      await user.click(confirmField());
      if (password) await user.paste(password);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveFocus();
      expect(passwordField()).toBeInvalid();
      expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(passwordField()).toHaveValue(password);
      expect(posts.requests.length).toBe(0);
    });

    it('takes at most the 128 characters a password may have (spec section 9), a longer paste refused whole', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.click(await screen.findByLabelText('Mật khẩu mới'));
      await user.paste(`Aa1!${'x'.repeat(125)}`);
      expect(passwordField()).toHaveValue('');
      expect(passwordField()).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 128 ký tự; phần nhập thêm không được nhận.'),
      );
      await user.paste(`Aa1!${'x'.repeat(124)}`);
      expect(passwordField()).toHaveValue(`Aa1!${'x'.repeat(124)}`);
    });

    it('shows the strength meter under the new password, rising with a strong one', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { user, container } = renderWithPortal(<ResetPasswordForm token={token} />);
      const field = await screen.findByLabelText('Mật khẩu mới');
      const meterText = () =>
        document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
      expect(meterText()).toHaveAttribute('aria-live', 'polite');
      expect(meterText()).toHaveTextContent('');
      await user.type(field, 'abcdefg1');
      expect(meterText()).toHaveTextContent('Độ mạnh mật khẩu: Trung bình');
      await user.clear(field);
      await user.type(field, newPassword);
      expect(meterText()).toHaveTextContent('Độ mạnh mật khẩu: Rất mạnh');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Độ mạnh mật khẩu: Rất mạnh'),
      );
      await expectNoAxeViolations(container);
    });

    it("asks for a confirmation that matches, the spec's one message, empty or not", async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { user, container } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.click(submitButton());
      expect(confirmField()).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
      await user.type(confirmField(), `${newPassword} `);
      expect(confirmField()).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
      await expectNoAxeViolations(container);
    });

    it('resets with a password of exactly 128 characters, sent as typed', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const long = ` Aa1!${'x'.repeat(122)} `;
      expect(long).toHaveLength(128);
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.click(await screen.findByLabelText('Mật khẩu mới'));
      await user.paste(long);
      await user.click(confirmField());
      await user.paste(long);
      await user.click(submitButton());
      await screen.findByText('Đặt lại mật khẩu thành công!');
      await expect(
        client().login({ username: 'demo', password: long, remember: false }),
      ).resolves.toBeDefined();
    });

    it('resets the password: success notice, login link, the new password works and the link is spent', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const onReset = vi.fn();
      const { user, container, unmount } = renderWithPortal(
        <ResetPasswordForm token={token} onReset={onReset} />,
      );
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('Đặt lại mật khẩu thành công!');
      expect(notice).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
      expect(onReset).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);

      await expect(
        client().login({ username: 'demo', password: 'Demo@2026', remember: false }),
      ).rejects.toMatchObject({ statusCode: 422 });
      await expect(
        client().login({ username: 'demo', password: newPassword, remember: false }),
      ).resolves.toBeDefined();

      unmount();
      renderWithPortal(<ResetPasswordForm token={token} />);
      expect(await screen.findByText(invalidNotice)).toBeVisible();
    });

    it('sends one request however often the button is clicked', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const posts = recordRequests(sim, { method: 'POST', path: /^\/reset-password/ });
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await user.dblClick(submitButton());
      await screen.findByText('Đặt lại mật khẩu thành công!');
      expect(posts.requests.length).toBe(1);
    });

    it('given the link was spent meanwhile, shows the invalid notice and moves focus to it', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await client().resetPassword({
        password: 'Khác-hẳn 1!',
        passwordConfirm: 'Khác-hẳn 1!',
        token,
      });
      await user.click(submitButton());
      const notice = await screen.findByText(invalidNotice);
      expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    });

    it('shows server field errors under the fields and keeps what was typed', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await resetTokenOf('demo', 'demo@example.com');
      sim.server.use(
        http.post(`${simulatorURL}/reset-password`, () =>
          HttpResponse.json(
            {
              message: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
              errors: { password: ['Mật khẩu này đã được dùng gần đây', 'Hãy chọn mật khẩu khác'] },
            },
            { status: 422 },
          ),
        ),
      );
      const { user, container } = renderWithPortal(<ResetPasswordForm token={token} />);
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(summary).toHaveTextContent('Thông tin chưa hợp lệ. Vui lòng kiểm tra lại.');
      expect(passwordField()).toHaveAccessibleDescription(
        expect.stringContaining('Mật khẩu này đã được dùng gần đây\nHãy chọn mật khẩu khác'),
      );
      expect(passwordField()).toHaveValue(newPassword);
      expect(confirmField()).toHaveValue(newPassword);
      await expectNoAxeViolations(container);
    });

    it('given a 500 or no answer in time, says so and keeps what was typed', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await resetTokenOf('demo', 'demo@example.com');
      sim.server.use(
        http.post(
          `${simulatorURL}/reset-password`,
          () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          { once: true },
        ),
        http.post(`${simulatorURL}/reset-password`, () => delay('infinite'), { once: true }),
      );
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 100 }),
      });
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Máy chủ đang gặp sự cố');
      await user.click(submitButton());
      // no answer to a write: the link is checked again, and it still works
      expect(await screen.findByText(/Đường dẫn vẫn còn hiệu lực/)).toBeVisible();
      expect(passwordField()).toHaveValue(newPassword);
      expect(confirmField()).toHaveValue(newPassword);
    });
  });

  describe('when the answer to the reset is lost', () => {
    const fillAndSubmit = async (user: UserEvent) => {
      await user.type(await screen.findByLabelText('Mật khẩu mới'), newPassword);
      await user.type(confirmField(), newPassword);
      await user.click(submitButton());
    };

    it.each([
      ['the connection drops', 'dropped', 2000],
      // A deadline that a loaded machine still meets for the link's check, but the lost answer never does.
      ['no answer comes in time', 'noAnswer', 500],
    ] as const)(
      'given the reset was done but %s, says the password may be changed, with a login link',
      async (_, how, timeoutMs) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const token = await resetTokenOf('demo', 'demo@example.com');
        sim.loseAnswerOf('post', '/reset-password', how);
        const { user, container } = renderWithPortal(<ResetPasswordForm token={token} />, {
          client: createPortalClient({ baseURL: simulatorURL, timeoutMs }),
        });
        await fillAndSubmit(user);
        const notice = await screen.findByText(
          'Có thể mật khẩu của bạn đã được đổi',
          {},
          { timeout: 3000 },
        );
        // The notice takes focus in an effect after it shows.
        await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
        expect(screen.queryByText(invalidNotice)).toBeNull();
        expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
        expect(screen.queryByLabelText('Mật khẩu mới')).toBeNull();
        await expectNoAxeViolations(container);
        await expect(
          client().login({ username: 'demo', password: newPassword, remember: false }),
        ).resolves.toBeDefined();
      },
    );

    it('given the reset never reached the server, says the link still works and sends again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await resetTokenOf('demo', 'demo@example.com');
      sim.server.use(
        http.post(`${simulatorURL}/reset-password`, () => HttpResponse.error(), { once: true }),
      );
      const { user } = renderWithPortal(<ResetPasswordForm token={token} />);
      await fillAndSubmit(user);
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(
        'Kết nối bị gián đoạn nên chưa rõ mật khẩu đã được đổi hay chưa. Đường dẫn vẫn còn hiệu lực: bạn có thể gửi lại.',
      );
      await waitFor(() => expect(summary).toHaveFocus());
      expect(passwordField()).toHaveValue(newPassword);
      await user.click(submitButton());
      expect(await screen.findByText('Đặt lại mật khẩu thành công!')).toBeVisible();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts while verifying, in the form and after the reset', async () => {
      const token = await resetTokenOf('demo', 'demo@example.com');
      const { user, portalRoot } = renderWithPortal(<ResetPasswordForm token={token} />, {
        locale: 'pseudo',
      });
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      await user.click(await screen.findByRole('button', { name: /Đặt lại mật khẩu/ }));
      await screen.findByRole('alert');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      const [password, confirmation] = portalRoot.querySelectorAll('input');
      await user.type(password!, newPassword);
      await user.type(confirmation!, newPassword);
      await user.click(screen.getByRole('button', { name: /Đặt lại mật khẩu/ }));
      await screen.findByRole('status');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });

    it('shows only catalogue texts in the invalid notice', async () => {
      const { portalRoot } = renderWithPortal(<ResetPasswordForm token="khong-hop-le" />, {
        locale: 'pseudo',
      });
      await screen.findByRole('link', { name: /Gửi lại yêu cầu/ });
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
