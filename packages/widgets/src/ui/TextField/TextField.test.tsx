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
          required
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Tên đăng nhập' });
      expect(input).toHaveAttribute('name', 'username');
      expect(input).toHaveAttribute('autocomplete', 'username');
      expect(input).toHaveAttribute('inputmode', 'text');
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

  describe('given a maxLength', () => {
    function Name({ onValue = () => {} }: { onValue?: (value: string) => void }) {
      const [value, setValue] = useState('Lâm');
      return (
        <TextField
          label="Tên"
          maxLength={8}
          showCount
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue(next);
          }}
        />
      );
    }

    it('shows the count of characters used, and leaves the browser nothing to cut', async () => {
      const { user } = renderWithPortal(<Name />);
      const input = screen.getByRole('textbox', { name: 'Tên' });
      expect(input).not.toHaveAttribute('maxlength');
      expect(input).toHaveAccessibleDescription('3/8 ký tự');
      await user.type(input, ' Anh');
      expect(input).toHaveAccessibleDescription('7/8 ký tự');
    });

    it('refuses a paste past the limit whole, says so at once, and takes the next change that fits', async () => {
      const onValue = vi.fn();
      const { user } = renderWithPortal(<Name onValue={onValue} />);
      const input = screen.getByRole('textbox', { name: 'Tên' });
      await user.click(input);
      await user.paste(' Thiên Long');
      expect(input).toHaveValue('Lâm');
      expect(onValue).not.toHaveBeenCalled();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(
        'Tối đa 8 ký tự; phần nhập thêm không được nhận. 3/8 ký tự',
      );
      await user.type(input, ' Anh');
      expect(input).toHaveValue('Lâm Anh');
      expect(input).toHaveAccessibleDescription('7/8 ký tự');
      await user.type(input, 'hx');
      expect(input).toHaveValue('Lâm Anhh');
      expect(screen.getByText('Tối đa 8 ký tự; phần nhập thêm không được nhận.')).toBeVisible();
    });
  });

  describe('given digitsOnly', () => {
    function Code({ secret }: { secret: boolean }) {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Mã OTP"
          secret={secret}
          digitsOnly
          maxLength={6}
          normalise={(typed) => typed.replace(/\s/g, '')}
          value={value}
          onChange={setValue}
        />
      );
    }

    it.each([
      ['a field', false],
      ['a secret', true],
    ])(
      'opens the numeric keyboard and refuses a letter as it is typed, in %s',
      async (_, secret) => {
        const { user } = renderWithPortal(<Code secret={secret} />);
        const input = screen.getByLabelText('Mã OTP');
        expect(input).toHaveAttribute('inputmode', 'numeric');
        await user.type(input, '12ab');
        expect(input).toHaveValue('12');
        expect(input).toHaveAccessibleDescription('Chỉ nhập chữ số; ký tự khác không được nhận.');
        await user.type(input, '3 4');
        expect(input).toHaveValue('1234');
        expect(input).not.toHaveAttribute('aria-invalid');
        await user.paste('5678');
        expect(input).toHaveValue('1234');
        expect(input).toHaveAccessibleDescription(
          'Tối đa 6 ký tự; phần nhập thêm không được nhận.',
        );
      },
    );
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
