import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator } from '../../../test/simulator';
import { SecuritySettings } from '../SecuritySettings';
import { openModal, rowOf, saveIn } from './testKit';

const sim = setupSimulator();
// a modal opened from its row, typed into and sent: slower than one form on a loaded machine

async function openPassword() {
  sim.signIn('demo');
  const rendered = renderWithPortal(<SecuritySettings />);
  const dialog = await openModal(rendered.user, 'Mật khẩu', 'Đổi mật khẩu');
  const field = (name: string) => within(dialog).getByLabelText(name, { selector: 'input' });
  return { ...rendered, dialog, field };
}

describe('PasswordModal', () => {
  it('opens empty with Lưu dimmed', async () => {
    const { user, dialog, field } = await openPassword();
    expect(field('Mật khẩu hiện tại')).toHaveValue('');
    // spec section 9: a password input takes at most 128 characters, a longer paste refused whole (never cut)
    for (const name of ['Mật khẩu hiện tại', 'Mật khẩu mới', 'Nhập lại mật khẩu mới']) {
      await user.click(field(name));
      await user.paste('x'.repeat(129));
      expect(field(name)).toHaveValue('');
      expect(field(name)).toHaveAccessibleDescription(
        expect.stringContaining('Tối đa 128 ký tự; phần nhập thêm không được nhận.'),
      );
    }
    expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(dialog);
  });

  it('asks for a medium password of 8 or more and shows its strength', async () => {
    const { user, dialog, field } = await openPassword();
    await user.type(field('Mật khẩu mới'), 'abcdefgh');
    await user.tab();
    expect(field('Mật khẩu mới')).toHaveAccessibleDescription(
      expect.stringContaining('Mật khẩu chưa đủ mạnh'),
    );
    expect(within(dialog).getByText(/Độ mạnh mật khẩu/)).toBeInTheDocument();
    await user.clear(field('Mật khẩu mới'));
    await user.type(field('Mật khẩu mới'), 'abc12');
    await user.tab();
    expect(field('Mật khẩu mới')).toHaveAccessibleDescription(
      expect.stringContaining('ít nhất 8 ký tự'),
    );
    expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for a matching confirmation', async () => {
    const { user, dialog, field } = await openPassword();
    await user.type(field('Mật khẩu mới'), 'MoiMoi2026');
    await user.type(field('Nhập lại mật khẩu mới'), 'khac1234');
    await user.tab();
    expect(field('Nhập lại mật khẩu mới')).toHaveAccessibleDescription(
      expect.stringContaining('Mật khẩu xác nhận không khớp'),
    );
    expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a wrong current password under its field', async () => {
    const { user, dialog, field } = await openPassword();
    await user.type(field('Mật khẩu hiện tại'), 'Sai@2026x');
    await user.type(field('Mật khẩu mới'), 'MoiMoi2026');
    await user.type(field('Nhập lại mật khẩu mới'), 'MoiMoi2026');
    await user.click(saveIn(dialog));
    await waitFor(() => expect(field('Mật khẩu hiện tại')).toBeInvalid());
    await expectNoAxeViolations(dialog);
  });

  it('changes the password, says so and the row shows today', async () => {
    const { user, dialog, field } = await openPassword();
    await user.type(field('Mật khẩu hiện tại'), 'Demo@2026');
    await user.type(field('Mật khẩu mới'), 'MoiMoi2026');
    await user.type(field('Nhập lại mật khẩu mới'), 'MoiMoi2026');
    await user.click(saveIn(dialog));
    expect(await within(dialog).findByText('Đổi mật khẩu thành công!')).toBeVisible();
    const today = new Intl.DateTimeFormat('vi-VN', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await waitFor(() => expect(rowOf('Mật khẩu')).toHaveTextContent(today));
  });
});
