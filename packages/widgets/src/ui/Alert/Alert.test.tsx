import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Button } from '../Button';
import { Alert } from './Alert';

describe('Alert', () => {
  describe('given the default (polite) alert', () => {
    it('is a status with its title and text', async () => {
      const { container } = renderWithPortal(
        <Alert title="Đã lưu">Thông tin cá nhân đã được cập nhật.</Alert>,
      );
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Đã lưu');
      expect(status).toHaveTextContent('Thông tin cá nhân đã được cập nhật.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('given an assertive error alert with an action', () => {
    it('is an alert whose action can be used', async () => {
      const onRetry = vi.fn();
      const { user, container } = renderWithPortal(
        <Alert
          tone="error"
          live="assertive"
          title="Không thể kết nối"
          action={<Button onClick={onRetry}>Thử lại</Button>}
        >
          Máy chủ không phản hồi.
        </Alert>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Không thể kết nối');
      await user.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations(container);
    });
  });

  describe('given live off', () => {
    it('has no live role', async () => {
      const { container } = renderWithPortal(
        <Alert tone="warning" live="off">
          Sai mệnh giá sẽ làm thẻ bị hủy.
        </Alert>,
      );
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('Sai mệnh giá sẽ làm thẻ bị hủy.')).toBeVisible();
      await expectNoAxeViolations(container);
    });
  });

  describe('when used as an error summary', () => {
    it('can take focus through its ref without entering the tab order', async () => {
      const ref = createRef<HTMLDivElement>();
      const { container } = renderWithPortal(
        <Alert
          ref={ref}
          tone="error"
          tabIndex={-1}
          title="Vui lòng kiểm tra lại các thông tin sau:"
        >
          Tên đăng nhập đã được sử dụng.
        </Alert>,
      );
      ref.current?.focus();
      expect(screen.getByRole('status')).toHaveFocus();
      expect(screen.getByRole('status')).toHaveAttribute('tabindex', '-1');
      await expectNoAxeViolations(container);
    });
  });
});
