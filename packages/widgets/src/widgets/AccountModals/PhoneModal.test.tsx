import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_FAIL } from '@portal/api-sim';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator } from '../../../test/simulator';
import { SecuritySettings } from '../SecuritySettings';
import { openModal, rowOf, saveIn } from './testKit';

const sim = setupSimulator();
const numbers = ['1900 1234', '0987 654 321'] as const;

async function openPhone(username: 'demo' | 'newbie', options = {}) {
  sim.signIn(username);
  const rendered = renderWithPortal(<SecuritySettings supportNumbers={numbers} />, options);
  const dialog = await openModal(rendered.user, 'Số điện thoại', 'Đổi số điện thoại');
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { ...rendered, dialog, field };
}

describe('PhoneModal', () => {
  describe('given an unverified phone and e-mail', () => {
    it('asks for the new number only, numeric, at most 15 refused past it, tidied as typed', async () => {
      const { user, dialog, field } = await openPhone('newbie');
      expect(within(dialog).queryByRole('textbox', { name: 'Mã OTP' })).toBeNull();
      expect(within(dialog).queryByRole('textbox', { name: 'Mã bảo mật' })).toBeNull();
      const phone = field('Số điện thoại mới');
      expect(phone).toHaveAttribute('inputMode', 'numeric');
      expect(phone).not.toHaveAttribute('maxLength');
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      await user.type(phone, '+84 912.345-679');
      expect(phone).toHaveValue('0912345679');
      await user.type(phone, 'x');
      expect(phone).toHaveValue('0912345679');
      expect(phone).toHaveAccessibleDescription('Chỉ nhập chữ số; ký tự khác không được nhận.');
      await user.clear(phone);
      await user.paste('0912 345 678 901 234');
      expect(phone).toHaveValue('');
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 15 ký tự; phần nhập thêm không được nhận.'),
      );
      await expectNoAxeViolations(dialog);
    });

    it('says a number is needed', async () => {
      const { user, dialog, field } = await openPhone('newbie');
      await user.click(saveIn(dialog));
      await waitFor(() =>
        expect(field('Số điện thoại mới')).toHaveAccessibleDescription(
          expect.stringContaining('Vui lòng nhập số điện thoại'),
        ),
      );
    });

    it('changes the number and tells how to activate it by SMS', async () => {
      const { user, dialog, field } = await openPhone('newbie');
      await user.type(field('Số điện thoại mới'), '0911222333');
      await user.click(saveIn(dialog));
      const notice = await within(dialog).findByText('Đổi số điện thoại thành công!');
      expect(notice.parentElement).toHaveTextContent('KH newbie');
      expect(notice.parentElement).toHaveTextContent('1900 1234 hoặc 0987 654 321');
      expect(notice.parentElement).toHaveTextContent('khoảng 5 phút');
      await waitFor(() => expect(rowOf('Số điện thoại')).toHaveTextContent('0911222333'));
      await expectNoAxeViolations(dialog);
    });

    it('shows a rejected captcha as the banner', async () => {
      const captcha = { execute: () => Promise.resolve(DEV_CAPTCHA_FAIL) };
      const { user, dialog, field } = await openPhone('newbie', { captcha });
      await user.type(field('Số điện thoại mới'), '0911222333');
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByRole('alert')).toBeVisible();
      expect(sim.simulator.user('newbie')?.phoneNumber).toBe('0987000004');
    });
  });

  describe('given a verified phone and e-mail', () => {
    it('sends the OTP and the security code, and changes the number with both', async () => {
      const { user, dialog, field } = await openPhone('demo');
      await user.click(within(dialog).getByRole('button', { name: 'Gửi mã OTP' }));
      expect(
        await within(dialog).findByRole('button', { name: 'Gửi lại mã OTP (60 giây)' }),
      ).toHaveAttribute('aria-disabled', 'true');
      const otp = sim.simulator.lastMessageTo('0912345678')?.code ?? '';
      await user.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
      expect(
        await within(dialog).findByText('Mã bảo mật đã được gửi tới email của bạn.'),
      ).toBeVisible();
      const code = sim.simulator.lastMessageTo('demo@example.com')?.code ?? '';
      await expectNoAxeViolations(dialog);

      await user.type(field('Số điện thoại mới'), '0911222333');
      await user.type(field('Mã OTP'), otp);
      await user.type(field('Mã bảo mật'), code);
      await user.click(saveIn(dialog));
      expect(await within(dialog).findByText('Đổi số điện thoại thành công!')).toBeVisible();
      await waitFor(() =>
        expect(within(rowOf('Số điện thoại')).getByText('Chưa xác thực')).toBeVisible(),
      );
    });

    it('takes digits only in the OTP (numeric keyboard), letters and digits in the security code', async () => {
      const { user, field } = await openPhone('demo');
      expect(field('Mã OTP')).toHaveAttribute('inputmode', 'numeric');
      await user.type(field('Mã OTP'), '12ab');
      expect(field('Mã OTP')).toHaveValue('12');
      expect(field('Mã OTP')).toHaveAccessibleDescription(
        expect.stringContaining('Chỉ nhập chữ số; ký tự khác không được nhận.'),
      );
      expect(field('Mã bảo mật')).not.toHaveAttribute('inputmode');
      await user.type(field('Mã bảo mật'), 'AB12CDE');
      expect(field('Mã bảo mật')).toHaveValue('AB12CD');
      expect(field('Mã bảo mật')).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 6 ký tự; phần nhập thêm không được nhận.'),
      );
    });

    it('shows wrong codes under their fields', async () => {
      const { user, dialog, field } = await openPhone('demo');
      await user.type(field('Số điện thoại mới'), '0911222333');
      await user.type(field('Mã OTP'), '123456');
      await user.type(field('Mã bảo mật'), 'ABCDEF');
      await user.click(saveIn(dialog));
      await waitFor(() => expect(field('Mã OTP')).toBeInvalid());
      expect(field('Mã bảo mật')).toBeInvalid();
    });

    it('says the number is the same when nothing changed', async () => {
      const { user, dialog, field } = await openPhone('demo');
      await user.type(field('Số điện thoại mới'), '0912345678');
      expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
      await user.click(saveIn(dialog));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Bạn chưa thay đổi thông tin nào.',
      );
    });
  });
});
