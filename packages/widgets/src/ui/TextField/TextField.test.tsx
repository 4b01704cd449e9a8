import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('given an empty field', () => {
    it('is found by its visible label and passes native props through', () => {
      renderWithPortal(
        <TextField
          label="Tên đăng nhập"
          name="username"
          autoComplete="username"
          inputMode="text"
          maxLength={32}
          required
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
      expect(input).toHaveAttribute('name', 'username');
      expect(input).toHaveAttribute('autocomplete', 'username');
      expect(input).toHaveAttribute('inputmode', 'text');
      expect(input).toHaveAttribute('maxlength', '32');
      expect(input).toBeRequired();
      expect(input).not.toHaveAttribute('aria-invalid');
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<TextField label="Tên đăng nhập" />);
      await expectNoAxeViolations(container);
    });
  });

  describe('when the player types', () => {
    it('reports each new value to a controlled onChange', async () => {
      function Controlled({ onValue }: { onValue: (value: string) => void }) {
        const [value, setValue] = useState('');
        return (
          <TextField
            label="Tên đăng nhập"
            value={value}
            onChange={(next) => {
              setValue(next);
              onValue(next);
            }}
          />
        );
      }
      const onValue = vi.fn();
      const { user } = renderWithPortal(<Controlled onValue={onValue} />);
      await user.type(screen.getByRole('textbox', { name: 'Tên đăng nhập' }), 'an_1');
      expect(onValue).toHaveBeenLastCalledWith('an_1');
      expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue('an_1');
    });

    it('forwards its ref to the input', () => {
      const ref = createRef<HTMLInputElement>();
      renderWithPortal(<TextField ref={ref} label="Tên đăng nhập" />);
      expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Tên đăng nhập' }));
    });
  });

  describe('given helper text', () => {
    it('describes the input with it', () => {
      renderWithPortal(<TextField label="Tên đăng nhập" helperText="Từ 4 đến 32 ký tự." />);
      const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
      expect(input).toHaveAccessibleDescription('Từ 4 đến 32 ký tự.');
      expect(input).not.toBeInvalid();
    });
  });

  describe('given an error', () => {
    it('is invalid and described by the error, then the helper text', async () => {
      const { container } = renderWithPortal(
        <TextField
          label="Tên đăng nhập"
          helperText="Từ 4 đến 32 ký tự."
          error="Vui lòng nhập tên đăng nhập."
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Vui lòng nhập tên đăng nhập. Từ 4 đến 32 ký tự.');
      await expectNoAxeViolations(container);
    });

    it('announces the error through a polite live region', () => {
      const { rerender } = renderWithPortal(<TextField label="Tên đăng nhập" />);
      const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
      expect(input).not.toHaveAttribute('aria-describedby');
      rerender(<TextField label="Tên đăng nhập" error="Vui lòng nhập tên đăng nhập." />);
      const message = screen.getByText('Vui lòng nhập tên đăng nhập.');
      expect(message).toHaveAttribute('aria-live', 'polite');
    });
  });

  describe('given several server errors for the field', () => {
    it('shows them one a line in one description', async () => {
      const { container } = renderWithPortal(
        <TextField
          label="Tên đăng nhập"
          error={['Tên đăng nhập đã được sử dụng.', '', 'Tên đăng nhập phải có ít nhất 4 ký tự.']}
        />,
      );
      const message = screen.getByText(/đã được sử dụng/);
      expect(message.textContent).toBe(
        'Tên đăng nhập đã được sử dụng.\nTên đăng nhập phải có ít nhất 4 ký tự.',
      );
      expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute(
        'aria-describedby',
        message.id,
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('given invalid without a message', () => {
    it('is invalid but has no description', () => {
      renderWithPortal(<TextField label="Mật khẩu" type="password" invalid />);
      const input = screen.getByLabelText('Mật khẩu');
      expect(input).toBeInvalid();
      expect(input).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('given a password field', () => {
    it('hides the value and offers a toggle button that is not pressed', async () => {
      const { container } = renderWithPortal(<TextField label="Mật khẩu" type="password" />);
      expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('type', 'password');
      const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations(container);
    });

    it('reveals and hides again without touching the value', async () => {
      const onChange = vi.fn();
      const { user, container } = renderWithPortal(
        <TextField label="Mật khẩu" type="password" onChange={onChange} />,
      );
      const input = screen.getByLabelText('Mật khẩu');
      await user.type(input, 'Bi3t-m4t');
      onChange.mockClear();
      const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveValue('Bi3t-m4t');
      await expectNoAxeViolations(container);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveValue('Bi3t-m4t');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('does not submit the form when toggled', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      const { user, container } = renderWithPortal(
        <form aria-label="Đăng nhập">
          <TextField label="Mật khẩu" type="password" />
        </form>,
      );
      container.querySelector('form')?.addEventListener('submit', onSubmit);
      await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
