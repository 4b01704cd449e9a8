import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Select, type SelectOption } from './Select';

const servers: SelectOption[] = [
  { value: 's1', label: 'Máy chủ 1' },
  { value: 's2', label: 'Máy chủ 2' },
  { value: 's3', label: 'Máy chủ 3', disabled: true },
];

describe('Select', () => {
  describe('given a placeholder and no value', () => {
    it('shows the placeholder, which cannot be picked again', async () => {
      const { container } = renderWithPortal(
        <Select label="Máy chủ" options={servers} placeholder="-- Chọn --" />,
      );
      const select = screen.getByRole('combobox', { name: 'Máy chủ' });
      expect(select).toHaveValue('');
      expect(screen.getByRole('option', { name: '-- Chọn --' })).toBeDisabled();
      expect(screen.getByRole('option', { name: '-- Chọn --' })).toHaveProperty('selected', true);
      await expectNoAxeViolations(container);
    });
  });

  describe('when the player picks an option', () => {
    it('reports its value', async () => {
      const onChange = vi.fn();
      const { user } = renderWithPortal(
        <Select label="Máy chủ" options={servers} placeholder="-- Chọn --" onChange={onChange} />,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Máy chủ' }), 'Máy chủ 2');
      expect(onChange).toHaveBeenCalledWith('s2', expect.anything());
    });

    it('offers disabled options as disabled', () => {
      renderWithPortal(<Select label="Máy chủ" options={servers} />);
      expect(screen.getByRole('option', { name: 'Máy chủ 3' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Máy chủ' })).toHaveValue('s1');
    });
  });

  describe('given a controlled value', () => {
    it('shows that option and forwards its ref', () => {
      const ref = createRef<HTMLSelectElement>();
      renderWithPortal(
        <Select ref={ref} label="Máy chủ" options={servers} value="s2" onChange={() => {}} />,
      );
      expect(ref.current).toBe(screen.getByRole('combobox', { name: 'Máy chủ' }));
      expect(ref.current).toHaveValue('s2');
    });
  });

  describe('given helper text and an error', () => {
    it('is invalid and described by both', async () => {
      const { container } = renderWithPortal(
        <Select
          label="Máy chủ"
          options={servers}
          placeholder="-- Chọn --"
          helperText="Nhân vật nhận KP ở máy chủ này."
          error="Vui lòng chọn máy chủ."
          required
        />,
      );
      const select = screen.getByRole('combobox', { name: 'Máy chủ' });
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toBeRequired();
      expect(select).toHaveAccessibleDescription(
        'Vui lòng chọn máy chủ. Nhân vật nhận KP ở máy chủ này.',
      );
      await expectNoAxeViolations(container);
    });
  });
});
