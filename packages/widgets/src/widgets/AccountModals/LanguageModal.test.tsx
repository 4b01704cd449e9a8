import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator } from '../../../test/simulator';
import type { User } from '../../api';
import { PersonalInfo } from '../PersonalInfo';
import { LanguageModal } from './LanguageModal';
import { openModal, saveIn } from './testKit';

const sim = setupSimulator();
vi.setConfig({ testTimeout: 15_000 });

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

  it('changes a language no longer supported to a supported one', async () => {
    sim.signIn('demo');
    const demo = sim.simulator.user('demo') as unknown as User;
    const stale = { ...demo, language: 'en-US' } as unknown as User;
    const { user, findByRole } = renderWithPortal(<LanguageModal user={stale} onClose={vi.fn()} />);
    const dialog = await findByRole('dialog', { name: 'Đổi ngôn ngữ' });
    const select = within(dialog).getByRole('combobox', { name: 'Ngôn ngữ' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'vi-VN');
    await user.click(saveIn(dialog));
    expect(await within(dialog).findByText('Đổi ngôn ngữ thành công!')).toBeVisible();
  });
});
