import { fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Button } from './Button';

describe('Button', () => {
  describe('given a default button', () => {
    it('is a named button of type button that calls onClick', async () => {
      const onClick = vi.fn();
      const { user } = renderWithPortal(<Button onClick={onClick}>Lưu</Button>);
      const button = screen.getByRole('button', { name: 'Lưu' });
      expect(button).toHaveAttribute('type', 'button');
      await user.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('forwards its ref to the button element', () => {
      const ref = createRef<HTMLButtonElement>();
      renderWithPortal(<Button ref={ref}>Lưu</Button>);
      expect(ref.current).toBe(screen.getByRole('button', { name: 'Lưu' }));
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<Button variant="secondary">Lưu</Button>);
      await expectNoAxeViolations(container);
    });
  });

  describe('given a loading button', () => {
    it('is busy, blocks clicks and keeps the label', async () => {
      const onClick = vi.fn();
      const { user } = renderWithPortal(
        <Button loading onClick={onClick}>
          Lưu
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Lưu' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('shows the loading text instead of the label', () => {
      renderWithPortal(
        <Button loading loadingText="Đang xử lý...">
          Lưu
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Đang xử lý...' })).toBeInTheDocument();
      expect(screen.queryByText('Lưu')).not.toBeInTheDocument();
    });

    it('keeps the loading text on one line, cut by an ellipsis rather than wrapped', () => {
      renderWithPortal(
        <Button loading loadingText="Đang tạo tài khoản...">
          Đăng ký
        </Button>,
      );
      expect(screen.getByText('Đang tạo tài khoản...')).toHaveClass('loadingLabel');
      expect(screen.getByRole('button', { name: 'Đang tạo tài khoản...' })).not.toHaveClass(
        'disabled',
      );
    });

    it('does not submit its form', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      const { user, container } = renderWithPortal(
        <form aria-label="Đăng nhập">
          <Button type="submit" loading>
            Đăng nhập
          </Button>
        </form>,
      );
      container.querySelector('form')?.addEventListener('submit', onSubmit);
      await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<Button loading>Lưu</Button>);
      await expectNoAxeViolations(container);
    });
  });

  describe('when it becomes loading while focused', () => {
    it('keeps focus on the button', async () => {
      const { user, rerender } = renderWithPortal(<Button>Lưu</Button>);
      await user.tab();
      const button = screen.getByRole('button', { name: 'Lưu' });
      expect(button).toHaveFocus();
      rerender(<Button loading>Lưu</Button>);
      expect(button).toHaveFocus();
    });
  });

  describe('given a disabled button', () => {
    it('cannot be clicked or focused', async () => {
      const onClick = vi.fn();
      const { user } = renderWithPortal(
        <Button disabled onClick={onClick}>
          Lưu
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Lưu' });
      expect(button).toBeDisabled();
      expect(button).toHaveClass('disabled');
      await user.click(button);
      await user.tab();
      expect(onClick).not.toHaveBeenCalled();
      expect(button).not.toHaveFocus();
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<Button disabled>Lưu</Button>);
      await expectNoAxeViolations(container);
    });
  });

  describe('given an aria-disabled button', () => {
    it('looks disabled, stays focusable and ignores clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithPortal(
        <Button aria-disabled onClick={onClick}>
          Tiếp tục
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Tiếp tục' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveClass('disabled');
      expect(button).toBeEnabled();
      await user.tab();
      expect(button).toHaveFocus();
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('looks enabled again once it is no longer disabled', () => {
      const { rerender } = renderWithPortal(<Button aria-disabled>Tiếp tục</Button>);
      rerender(<Button>Tiếp tục</Button>);
      const button = screen.getByRole('button', { name: 'Tiếp tục' });
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).not.toHaveClass('disabled');
    });

    it('has no axe violations', async () => {
      const { container } = renderWithPortal(<Button aria-disabled>Tiếp tục</Button>);
      await expectNoAxeViolations(container);
    });
  });

  describe('when Enter is held on it', () => {
    it('clicks once: the key repeats are cancelled, the first press and other keys are not', async () => {
      const onKeyDown = vi.fn();
      renderWithPortal(<Button onKeyDown={onKeyDown}>Nạp</Button>);
      const button = screen.getByRole('button', { name: 'Nạp' });
      expect(fireEvent.keyDown(button, { key: 'Enter' })).toBe(true);
      expect(fireEvent.keyDown(button, { key: 'Enter', repeat: true })).toBe(false);
      expect(fireEvent.keyDown(button, { key: 'a', repeat: true })).toBe(true);
      expect(onKeyDown).toHaveBeenCalledTimes(3);
    });
  });
});
