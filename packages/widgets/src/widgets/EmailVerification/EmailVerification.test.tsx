import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { createPortalClient, isCall } from '../../api';
import { EmailVerification } from './EmailVerification';

const sim = setupSimulator();
const failedTitle = 'Đường dẫn của bạn không hoạt động';

/** Signs newbie (unverified e-mail) in, asks for the e-mail and returns the token of its link. */
async function verificationToken(): Promise<string> {
  sim.signIn('newbie');
  await createPortalClient({ baseURL: simulatorURL }).sendVerificationEmail();
  const link = sim.simulator.lastMessageTo('newbie@example.com')?.link;
  if (!link) throw new Error('no verification e-mail to newbie@example.com');
  return link.slice(link.lastIndexOf('/') + 1);
}

describe('EmailVerification', () => {
  describe('while validating', () => {
    it('shows the page title and says it is validating', async () => {
      const { container } = renderWithPortal(<EmailVerification token="abc" />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Xác thực địa chỉ email' }),
      ).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('Đang xác thực thông tin của bạn...');
      await expectNoAxeViolations(container);
      await screen.findByText(failedTitle);
    });
  });

  describe('given the link from the e-mail', () => {
    it('verifies the e-mail and says so, with a way to log in', async () => {
      const token = await verificationToken();
      const { container } = renderWithPortal(<EmailVerification token={token} />);
      // the region that said 'validating' is the one that gets the answer, so it is announced
      const region = screen.getByRole('status');
      const title = await screen.findByRole('heading', { level: 2, name: 'Đã xong!' });
      expect(title).toBeVisible();
      expect(region).toHaveTextContent('Đã xong!');
      // the answer is a success alert, focused as it comes
      expect(title.closest('[tabindex="-1"]')).toHaveFocus();
      expect(title.closest('[tabindex="-1"]')?.className).toMatch(/success/);
      expect(
        screen.getByText(
          'Tài khoản của bạn đã được xác thực. Từ giờ bạn có thể dùng các phương thức bảo mật nâng cao.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Đăng nhập ngay' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.getByText(/trang này hết hiệu lực sau khi xác thực/)).toBeVisible();
      expect(sim.simulator.user('newbie')?.verifiedAt).not.toBeNull();
      await expectNoAxeViolations(container);
    });

    it('sends the token once under StrictMode', async () => {
      const token = await verificationToken();
      const client = createPortalClient({ baseURL: simulatorURL });
      const send = vi.spyOn(client, 'send');
      // StrictMode around the whole tree: effects run, clean up and run again on mount
      renderWithPortal(<EmailVerification token={token} />, { client, reactStrictMode: true });
      await screen.findByText('Đã xong!');
      const verifications = send.mock.calls.filter(([call]) =>
        isCall(call, 'PUT /email-verification'),
      );
      expect(verifications).toHaveLength(1);
      expect(verifications[0]?.[0].data).toEqual({ token });
    });

    it('renders the login link the host way', async () => {
      const token = await verificationToken();
      renderWithPortal(
        <EmailVerification
          token={token}
          loginPath="/dang-nhap"
          renderLink={({ to, children, className }) => (
            <a href={`#${to}`} className={className} data-router="">
              {children}
            </a>
          )}
        />,
      );
      const link = await screen.findByRole('link', { name: 'Đăng nhập ngay' });
      expect(link).toHaveAttribute('href', '#/dang-nhap');
      expect(link).toHaveAttribute('data-router');
    });
  });

  describe('given an unknown or used link', () => {
    it('says the link does not work and leads to account management', async () => {
      const { container } = renderWithPortal(<EmailVerification token="khong-hop-le" />);
      const region = screen.getByRole('status');
      expect(await screen.findByRole('heading', { level: 2, name: failedTitle })).toBeVisible();
      expect(region).toHaveTextContent(failedTitle);
      expect(
        screen.getByText(
          'Hãy thử bấm lại vào đường dẫn trong email. Nếu vẫn không được, hãy gửi email xác thực mới từ trang quản lý tài khoản.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Đến trang quản lý tài khoản' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
      await expectNoAxeViolations(container);
    });

    it('focuses the answer, an error alert, with a way back to the login', async () => {
      renderWithPortal(<EmailVerification token="khong-hop-le" />);
      const title = await screen.findByRole('heading', { level: 2, name: failedTitle });
      expect(title.closest('[tabindex="-1"]')).toHaveFocus();
      expect(title.closest('[tabindex="-1"]')?.className).toMatch(/error/);
      expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
        'href',
        '/login',
      );
    });

    it.each([
      ['a 410', 410, {}],
      ['a 422', 422, { errors: { token: ['Mã xác thực không hợp lệ'] } }],
      ['a 400 with an error code', 400, { errorCode: 'verification_token_expired' }],
    ])('given %s, says the link does not work', async (_, status, body) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(
        http.put(`${simulatorURL}/email-verification`, () =>
          HttpResponse.json({ message: 'Đường dẫn đã hết hạn', ...body }, { status }),
        ),
      );
      renderWithPortal(<EmailVerification token="abc" />);
      expect(await screen.findByText(failedTitle)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
    });

    it('fails the second time a link is opened', async () => {
      const token = await verificationToken();
      const first = renderWithPortal(<EmailVerification token={token} />);
      await screen.findByText('Đã xong!');
      first.unmount();
      renderWithPortal(<EmailVerification token={token} />);
      expect(await screen.findByText(failedTitle)).toBeVisible();
    });
  });

  describe('when the server cannot be reached', () => {
    it('given no connection, offers a retry that verifies, and moves focus to the answer', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await verificationToken();
      sim.server.use(
        http.put(`${simulatorURL}/email-verification`, () => HttpResponse.error(), { once: true }),
      );
      const { user, container } = renderWithPortal(<EmailVerification token={token} />);
      await screen.findByText('Chưa xác thực được email');
      // a PUT that lost its connection may have been done: the outcome-unknown text, not the plain network one
      expect(screen.getByRole('status')).toHaveTextContent(
        'Mất kết nối nên chưa rõ yêu cầu đã được xử lý hay chưa.',
      );
      expect(screen.queryByText(failedTitle)).toBeNull();
      await expectNoAxeViolations(container);

      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(await screen.findByText('Đã xong!')).toBeVisible();
      expect(screen.getByText('Đã xong!').closest('[tabindex="-1"]')).toHaveFocus();
    });

    it.each([
      ['a 401', 401, 'Unauthenticated.'],
      ['a 403', 403, 'Forbidden'],
      ['a 419', 419, 'CSRF token mismatch.'],
      ['a 503', 503, 'Service Unavailable'],
    ])(
      'given %s, offers a retry and a way back to the login, not the dead link',
      async (_, status, message) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const token = await verificationToken();
        sim.server.use(
          http.put(`${simulatorURL}/email-verification`, () =>
            HttpResponse.json({ message }, { status }),
          ),
        );
        const { user, container } = renderWithPortal(<EmailVerification token={token} />);
        expect(await screen.findByText('Chưa xác thực được email')).toBeVisible();
        expect(screen.queryByText(failedTitle)).toBeNull();
        expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute(
          'href',
          '/login',
        );
        await expectNoAxeViolations(container);
        // the failure stays (a 419 is sent again once by the client with a fresh csrf cookie)
        sim.server.resetHandlers();
        await user.click(screen.getByRole('button', { name: 'Thử lại' }));
        expect(await screen.findByText('Đã xong!')).toBeVisible();
      },
    );

    it.each([
      ['a 500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), 'Thử lại'],
      // a 429 holds the retry for its wait (60 s when the answer names none)
      [
        'a 429',
        () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
        'Thử lại sau 60 giây',
      ],
      ['no answer in time', () => delay('infinite'), 'Thử lại'],
    ])('given %s, offers a retry instead of the failure', async (_, answer, retryName) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      sim.server.use(http.put(`${simulatorURL}/email-verification`, answer));
      renderWithPortal(<EmailVerification token="abc" />, {
        client: createPortalClient({ baseURL: simulatorURL, timeoutMs: 100 }),
      });
      expect(await screen.findByRole('button', { name: retryName })).toBeVisible();
      expect(screen.queryByText(failedTitle)).toBeNull();
    });
  });

  describe('in the pseudo locale', () => {
    it.each([
      ['validating', 'khong-hop-le', false],
      ['failed', 'khong-hop-le', true],
    ])('shows only catalogue texts while %s', async (_, token, waitForAnswer) => {
      const { portalRoot } = renderWithPortal(<EmailVerification token={token} />, {
        locale: 'pseudo',
      });
      const accountLink = () => screen.findByRole('link', { name: /Đến trang quản lý tài khoản/ });
      if (waitForAnswer) await accountLink();
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
      await accountLink();
    });

    it('shows only catalogue texts after success', async () => {
      const token = await verificationToken();
      const { portalRoot } = renderWithPortal(<EmailVerification token={token} />, {
        locale: 'pseudo',
      });
      await screen.findByRole('link');
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
