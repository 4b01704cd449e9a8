import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe('given an unchecked box', () => {
    it('is found by its label and reports true when clicked', async () => {
      const onChange = vi.fn();
      const { user } = renderWithPortal(
        <Checkbox label="Ghi nhớ đăng nhập" name="remember" onChange={onChange} />,
      );
      const box = screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
      expect(box).not.toBeChecked();
      expect(box).toHaveAttribute('name', 'remember');
      await user.click(box);
      expect(onChange).toHaveBeenCalledWith(true, expect.anything());
      expect(box).toBeChecked();
    });

    it('toggles when its label is clicked', async () => {
      const { user } = renderWithPortal(<Checkbox label="Ghi nhớ đăng nhập" />);
      await user.click(screen.getByText('Ghi nhớ đăng nhập'));
      expect(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toBeChecked();
    });

    it('forwards its ref to the input', () => {
      const ref = createRef<HTMLInputElement>();
      renderWithPortal(<Checkbox ref={ref} label="Ghi nhớ đăng nhập" />);
      expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<Checkbox label="Ghi nhớ đăng nhập" />);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a controlled, checked box', () => {
    it('reports false when pressed with the space bar', async () => {
      const onChange = vi.fn();
      const { user } = renderWithPortal(
        <Checkbox label="Ghi nhớ đăng nhập" checked onChange={onChange} />,
      );
      const box = screen.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' });
      expect(box).toBeChecked();
      await user.tab();
      await user.keyboard(' ');
      expect(onChange).toHaveBeenCalledWith(false, expect.anything());
    });
  });

  describe('given helper text and an error', () => {
    it('is invalid and described by both', async () => {
      const { container } = renderWithPortal(
        <Checkbox
          label="Nhận tin khuyến mãi"
          helperText="Có thể hủy bất cứ lúc nào."
          error={['Bạn cần đồng ý để tiếp tục.', 'Thử lại sau.']}
        />,
      );
      const box = screen.getByRole('checkbox', { name: 'Nhận tin khuyến mãi' });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(
        'Bạn cần đồng ý để tiếp tục.\nThử lại sau. Có thể hủy bất cứ lúc nào.',
      );
      expect(screen.getByText(/Bạn cần đồng ý/).textContent).toBe(
        'Bạn cần đồng ý để tiếp tục.\nThử lại sau.',
      );
      await expectNoAxeViolations(container);
    });
  });
});
