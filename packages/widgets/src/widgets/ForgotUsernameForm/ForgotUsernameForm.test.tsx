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
import { ForgotUsernameForm } from './ForgotUsernameForm';

const sim = setupSimulator();
const recoverPath = '/recover-username';
const neutral =
  'Nếu email đã được đăng ký, chúng tôi đã gửi tên đăng nhập tới địa chỉ đó. Vui lòng kiểm tra hộp thư.';

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submitButton = () => screen.getByRole('button', { name: 'Gửi tên đăng nhập' });

describe('ForgotUsernameForm', () => {
  describe('given the empty form', () => {
    it('shows the title and an e-mail field for phones and password managers', async () => {
      const { container } = renderWithPortal(<ForgotUsernameForm />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Quên tên đăng nhập' }),
      ).toBeInTheDocument();
      expect(emailField()).toHaveAttribute('type', 'email');
      expect(emailField()).toHaveAttribute('autocomplete', 'email');
      expect(emailField()).toHaveAttribute('inputmode', 'email');
      expect(emailField()).toBeRequired();
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.getByRole('link', { name: 'Cần trợ giúp? Liên hệ hỗ trợ' })).toHaveAttribute(
        'href',
        '/support',
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('when the e-mail breaks a rule', () => {
    it.each([
      ['', 'Vui lòng nhập email'],
      ['   ', 'Vui lòng nhập email'],
      ['hiep@khach.', 'Email không hợp lệ'],
      [`${'a'.repeat(120)}@mail.com`, 'Email tối đa 128 ký tự'],
    ])('%j: says %s, focuses the summary and sends nothing', async (typed, message) => {
      const requests = recordRequests(sim, { path: recoverPath });
      const { user } = renderWithPortal(<ForgotUsernameForm />);
      await user.click(emailField());
      if (typed) await user.paste(typed);
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(screen.getByRole('link', { name: message })).toHaveAttribute(
        'href',
        `#${emailField().id}`,
      );
      expect(emailField()).toBeInvalid();
      expect(emailField()).toHaveAccessibleDescription(message);
      expect(requests.bodies()).toEqual([]);
    });

    it('has no axe violations with the error shown', async () => {
      const { user, container } = renderWithPortal(<ForgotUsernameForm />);
      await user.click(submitButton());
      await screen.findByRole('alert');
      await expectNoAxeViolations(container);
    });

    it('accepts any top-level domain', async () => {
      const { user } = renderWithPortal(<ForgotUsernameForm />);
      await user.type(emailField(), 'hiep@khach.thisisnotarealtld');
      await user.click(submitButton());
      expect(await screen.findByText(neutral)).toBeInTheDocument();
    });
  });

  describe('after a submit', () => {
    it('gives the same confirmation for a registered and an unknown e-mail; only the registered one gets mail', async () => {
      const requests = recordRequests(sim, { path: recoverPath });
      const onSent = vi.fn();
      const first = renderWithPortal(<ForgotUsernameForm onSent={onSent} />);
      await first.user.type(emailField(), '  demo@example.com ');
      await first.user.click(submitButton());
      const confirmation = await screen.findByRole('status');
      expect(confirmation).toHaveTextContent(neutral);
      expect(confirmation).toHaveFocus();
      expect(onSent).toHaveBeenCalledOnce();
      expect(await requests.bodies()[0]).toEqual({
        email: 'demo@example.com',
        gReCaptchaToken: 'dev-captcha-ok',
      });
      expect(sim.simulator.lastMessageTo('demo@example.com')?.text).toContain('demo');
      await expectNoAxeViolations(first.container);
      const registered = confirmation.textContent;
      first.unmount();

      const second = renderWithPortal(<ForgotUsernameForm />);
      await second.user.type(emailField(), 'ai_do@example.com');
      await second.user.click(submitButton());
      expect((await screen.findByRole('status')).textContent).toBe(registered);
      expect(sim.simulator.outbox()).toHaveLength(1);
    });

    it('sends one request however often the button is clicked', async () => {
      const requests = recordRequests(sim, { path: recoverPath });
      const { user } = renderWithPortal(<ForgotUsernameForm />);
      await user.type(emailField(), 'demo@example.com');
      await user.dblClick(submitButton());
      await screen.findByText(neutral);
      expect(requests.bodies()).toHaveLength(1);
    });

    it('shows the button busy while the request runs', async () => {
      sim.server.use(http.post(`${simulatorURL}${recoverPath}`, () => delay('infinite')));
      const { user, container } = renderWithPortal(<ForgotUsernameForm />);
      await user.type(emailField(), 'demo@example.com');
      await user.click(submitButton());
      expect(await screen.findByRole('button', { name: 'Đang xử lý...' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('when the request fails', () => {
    it('given no captcha, says so, keeps the e-mail and sends nothing', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const requests = recordRequests(sim, { path: recoverPath });
      const { user, container } = renderWithPortal(<ForgotUsernameForm />, {
        captcha: createDevCaptcha({ unavailable: true }),
      });
      await user.type(emailField(), 'demo@example.com');
      await user.click(submitButton());
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('Không tải được bước xác minh captcha');
      await waitFor(() => expect(summary).toHaveFocus());
      expect(emailField()).toHaveValue('demo@example.com');
      expect(requests.bodies()).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it('given a 500, shows the message and keeps the e-mail', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.post(`${simulatorURL}${recoverPath}`, () =>
          HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
        ),
      );
      const { user } = renderWithPortal(<ForgotUsernameForm />);
      await user.type(emailField(), 'demo@example.com');
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Máy chủ đang gặp sự cố. Vui lòng thử lại sau.',
      );
      expect(emailField()).toHaveValue('demo@example.com');
    });

    it('given no answer in time, says so and keeps the e-mail', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(http.post(`${simulatorURL}${recoverPath}`, () => delay('infinite')));
      const { user } = renderWithPortal(<ForgotUsernameForm />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 50 }),
      });
      await user.type(emailField(), 'demo@example.com');
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa',
      );
      expect(emailField()).toHaveValue('demo@example.com');
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts, in the form and after sending', async () => {
      const { user, portalRoot } = renderWithPortal(<ForgotUsernameForm />, { locale: 'pseudo' });
      await user.click(screen.getByRole('button'));
      await screen.findByRole('alert');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      await user.type(screen.getByRole('textbox'), 'demo@example.com');
      await user.click(screen.getByRole('button'));
      await screen.findByRole('status');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
