import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { http, HttpResponse } from 'msw';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { PersonalInfo } from '../PersonalInfo';
import { openModal, rowOf, saveIn } from './testKit';

const sim = setupSimulator();
// a modal opened from its row, typed into and sent: slower than one form on a loaded machine
const title = 'Đổi email';

async function openEmail(username: 'demo' | 'newbie') {
  sim.signIn(username);
  const rendered = renderWithPortal(<PersonalInfo />);
  const dialog = await openModal(rendered.user, 'Email', title);
  const emailField = () => within(dialog).getByRole('textbox', { name: 'Email mới' });
  return { ...rendered, dialog, emailField };
}

describe('EmailModal', () => {
  describe('given a verified e-mail', () => {
    it('shows the code field only once the address changed', async () => {
      const { user, dialog, emailField } = await openEmail('demo');
      expect(emailField()).toHaveValue('demo@example.com');
      expect(emailField()).not.toHaveAttribute('maxLength');
      expect(within(dialog).queryByRole('textbox', { name: 'Mã bảo mật' })).toBeNull();
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      await user.clear(emailField());
      await user.type(emailField(), 'an@moi.vn');
      expect(within(dialog).getByRole('textbox', { name: 'Mã bảo mật' })).toBeVisible();
      await expectNoAxeViolations(dialog);
    });

    it('sends the code, says so, reads Gửi lại mã with the countdown, and changes the e-mail with it', async () => {
      const { user, dialog, emailField } = await openEmail('demo');
      await user.clear(emailField());
      await user.type(emailField(), 'an@moi.vn');
      await user.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
      expect(
        await within(dialog).findByText('Mã bảo mật đã được gửi tới email của bạn.'),
      ).toBeVisible();
      const resend = within(dialog).getByRole('button', { name: 'Gửi lại mã (60 giây)' });
      expect(resend).toHaveAttribute('aria-disabled', 'true');
      const sent = recordRequests(sim, { method: 'POST', path: '/api/security-code/' });
      await user.click(resend);
      expect(sent.requests.length).toBe(0);
      await expectNoAxeViolations(dialog);

      const code = sim.simulator.lastMessageTo('demo@example.com')?.code ?? '';
      expect(code).toHaveLength(6);
      await user.type(within(dialog).getByRole('textbox', { name: 'Mã bảo mật' }), ` ${code} `);
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByText('Đổi địa chỉ email thành công!')).toBeVisible();
      await waitFor(() => expect(rowOf('Email')).toHaveTextContent('an@moi.vn'));
      expect(within(rowOf('Email')).getByText('Chưa xác thực')).toBeVisible();
    });

    it('after a 429, holds Gửi mã with the wait on it, and sends again once it is over', async () => {
      const { user, dialog, emailField } = await openEmail('demo');
      sim.server.use(
        http.post(
          `${simulatorURL}/api/security-code/`,
          () =>
            HttpResponse.json(
              { message: 'Too Many Attempts.' },
              { status: 429, headers: { 'Retry-After': '2' } },
            ),
          { once: true },
        ),
      );
      const sent = recordRequests(sim, { method: 'POST', path: '/api/security-code/' });
      await user.clear(emailField());
      await user.type(emailField(), 'an@moi.vn');
      await user.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
      const held = await within(dialog).findByRole('button', { name: 'Thử lại sau 2 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      await user.click(held);
      expect(sent.requests).toHaveLength(1);
      await waitFor(() => expect(held).toHaveAccessibleName('Gửi mã'), { timeout: 3500 });
      await user.click(held);
      expect(
        await within(dialog).findByText('Mã bảo mật đã được gửi tới email của bạn.'),
      ).toBeVisible();
      expect(sent.requests).toHaveLength(2);
    });

    it('shows a wrong code under the code field', async () => {
      const { user, dialog, emailField } = await openEmail('demo');
      await user.clear(emailField());
      await user.type(emailField(), 'an@moi.vn');
      await user.type(within(dialog).getByRole('textbox', { name: 'Mã bảo mật' }), 'ABCDEF');
      await user.click(saveIn(dialog));
      const field = within(dialog).getByRole('textbox', { name: 'Mã bảo mật' });
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('Mã bảo mật không đúng hoặc đã hết hạn'),
        ),
      );
    });
    it('after 5 wrong codes says the code is burnt and a new one is needed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      onTestFinished(() => warn.mockRestore());
      const { user, dialog, emailField } = await openEmail('demo');
      await user.clear(emailField());
      await user.type(emailField(), 'an@moi.vn');
      await user.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
      await within(dialog).findByText('Mã bảo mật đã được gửi tới email của bạn.');
      const code = sim.simulator.lastMessageTo('demo@example.com')?.code ?? '';
      const field = within(dialog).getByRole('textbox', { name: 'Mã bảo mật' });
      for (const wrong of ['AAAAA1', 'AAAAA2', 'AAAAA3', 'AAAAA4', 'AAAAA5']) {
        await user.clear(field);
        await user.type(field, wrong === code ? 'ZZZZZZ' : wrong);
        await user.click(saveIn(dialog));
        await waitFor(() =>
          expect(field).toHaveAccessibleDescription(expect.stringMatching(/Mã bảo mật|mã bảo mật/)),
        );
      }
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining(
            'Bạn đã nhập sai mã bảo mật quá 5 lần nên mã này đã bị hủy. Vui lòng yêu cầu mã mới.',
          ),
        ),
      );
      await expectNoAxeViolations(dialog);
    }, 30_000);
  });

  describe('given an unverified e-mail', () => {
    it('asks for no code; any top-level domain goes', async () => {
      const { user, dialog, emailField } = await openEmail('newbie');
      await user.clear(emailField());
      await user.type(emailField(), 'newbie@ten.lang.xyzabc');
      expect(within(dialog).queryByRole('textbox', { name: 'Mã bảo mật' })).toBeNull();
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByText('Đổi địa chỉ email thành công!')).toBeVisible();
    });

    it('rejects an invalid address and one that is taken', async () => {
      const { user, dialog, emailField } = await openEmail('newbie');
      await user.clear(emailField());
      await user.type(emailField(), 'khong-hop-le');
      await user.tab();
      expect(emailField()).toHaveAccessibleDescription(
        expect.stringContaining('Email không hợp lệ'),
      );
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      await user.clear(emailField());
      await user.type(emailField(), 'demo@example.com');
      await user.click(saveIn(dialog));
      await waitFor(() => expect(emailField()).toBeInvalid());
    });
  });

  describe('given no e-mail yet', () => {
    it("offers 'Thêm email', and once saved says to verify it and sends the verification e-mail", async () => {
      sim.signIn('newbie');
      let email: string | null = null;
      // newbie as a player who never gave an address: /api/me without one until it is saved
      sim.server.use(
        http.get(`${simulatorURL}/api/me`, () =>
          HttpResponse.json({
            ...sim.simulator.user('newbie'),
            email,
            verifiedAt: null,
          }),
        ),
        http.post(`${simulatorURL}/api/user/change-email`, async ({ request }) => {
          email = ((await request.clone().json()) as { email: string }).email;
        }),
      );
      const { user } = renderWithPortal(<PersonalInfo />);
      const add = await screen.findByRole('button', { name: 'Thêm email' });
      expect(add).toHaveTextContent(/^Thêm$/);
      await user.click(add);
      const dialog = await screen.findByRole('dialog', { name: 'Thêm email' });
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Email mới' }),
        'an.moi@example.com',
      );
      await user.click(saveIn(dialog));
      const title = await within(dialog).findByText('Đổi địa chỉ email thành công!');
      // still the dialog the player opened, though the player now has an address
      expect(dialog).toHaveAccessibleName('Thêm email');
      const notice = title.closest<HTMLElement>('[role="status"]')!;
      expect(notice).toHaveTextContent(
        'Địa chỉ mới chưa được xác thực. Hãy gửi email xác thực rồi bấm vào đường dẫn trong thư.',
      );
      await user.click(within(notice).getByRole('button', { name: 'Gửi email xác thực' }));
      expect(await within(dialog).findByText(/Đã gửi email xác thực/)).toBeVisible();
      expect(sim.simulator.lastMessageTo('an.moi@example.com')?.link).toMatch(
        /\/email-verification\/\S+$/,
      );
      await expectNoAxeViolations(dialog);
    });
  });

  describe('the unverified e-mail row', () => {
    it('sends the verification e-mail and says so', async () => {
      sim.signIn('newbie');
      const { user } = renderWithPortal(<PersonalInfo />);
      await user.click(await screen.findByRole('button', { name: 'Gửi email xác thực' }));
      expect(await screen.findByText(/Đã gửi email xác thực/)).toBeVisible();
      expect(sim.simulator.lastMessageTo('newbie@example.com')?.link).toMatch(
        /\/email-verification\/\S+$/,
      );
    });

    it("says the server's own reason when it refuses (422 with a field message)", async () => {
      sim.signIn('newbie');
      sim.server.use(
        http.post(
          `${simulatorURL}/email-verification/send`,
          () =>
            HttpResponse.json(
              {
                message: 'The given data was invalid.',
                errors: { email: ['Email đã được xác thực'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      const { user } = renderWithPortal(<PersonalInfo />);
      await user.click(await screen.findByRole('button', { name: 'Gửi email xác thực' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email đã được xác thực');
    });

    it('is not offered for a verified e-mail', async () => {
      sim.signIn('demo');
      renderWithPortal(<PersonalInfo />);
      await screen.findByRole('button', { name: 'Thay đổi Email' });
      expect(screen.queryByRole('button', { name: 'Gửi email xác thực' })).toBeNull();
    });
  });
});
