import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator } from '../../../test/simulator';
import { PersonalInfo } from '../PersonalInfo';
import { openModal, saveIn } from './testKit';

const sim = setupSimulator();

describe('LanguageModal', () => {
  it('offers the supported languages, the current one chosen, and Lưu dimmed until it changes', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<PersonalInfo />);
    const dialog = await openModal(user, 'Ngôn ngữ', 'Đổi ngôn ngữ');
    const select = within(dialog).getByRole('combobox', { name: 'Ngôn ngữ' });
    expect(select).toHaveValue('vi-VN');
    expect(within(select).getByRole('option', { name: 'Tiếng Việt' })).toBeInTheDocument();
    expect(saveIn(dialog)).toHaveAttribute('aria-disabled', 'true');
    await user.click(saveIn(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bạn chưa thay đổi thông tin nào.');
    await expectNoAxeViolations(dialog);
  });
});
