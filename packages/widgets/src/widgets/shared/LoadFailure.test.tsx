import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { ApiError } from '../../api';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it('shows the title, the reason and Thử lại, which loads again', async () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      kind: 'timeout',
      statusCode: 0,
      message: 'x',
      messageKey: 'api.error.timeout',
    });
    const { user, container } = renderWithPortal(
      <LoadFailure title="Không tải được" error={error} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Không tải được');
    expect(alert).toHaveTextContent('Máy chủ phản hồi quá lâu');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('without an error, says only its title', () => {
    renderWithPortal(<LoadFailure title="Không tải được" onRetry={vi.fn()} live="off" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Không tải được')).toBeInTheDocument();
  });

  describe('after a 429 (the server asks to wait)', () => {
    const throttled = (retryAfterSeconds?: number) =>
      new ApiError({
        kind: 'http',
        statusCode: 429,
        message: 'Too Many Attempts.',
        messageKey: 'api.error.tooManyRequests',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });

    it('counts the Retry-After down on Thử lại, which loads nothing until the wait is over', async () => {
      const onRetry = vi.fn();
      const { user, container } = renderWithPortal(
        <LoadFailure title="Không tải được" error={throttled(2)} onRetry={onRetry} />,
      );
      const held = screen.getByRole('button', { name: 'Thử lại sau 2 giây' });
      expect(held).toHaveAttribute('aria-disabled', 'true');
      expect(held).not.toBeDisabled(); // still focusable
      await user.click(held);
      expect(onRetry).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);

      await waitFor(() => expect(held).toHaveAccessibleName('Thử lại sau 1 giây'));
      await waitFor(() => expect(held).toHaveAccessibleName('Thử lại'), { timeout: 3000 });
      expect(held).not.toHaveAttribute('aria-disabled');
      await user.click(held);
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('waits 60 s when the answer names no wait', () => {
      renderWithPortal(
        <LoadFailure title="Không tải được" error={throttled()} onRetry={vi.fn()} />,
      );
      expect(screen.getByRole('button', { name: 'Thử lại sau 60 giây' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('starts the wait over on a new 429', async () => {
      const { rerender } = renderWithPortal(
        <LoadFailure title="Không tải được" error={throttled(1)} onRetry={vi.fn()} />,
      );
      await waitFor(() => screen.getByRole('button', { name: 'Thử lại' }), { timeout: 3000 });
      rerender(<LoadFailure title="Không tải được" error={throttled(5)} onRetry={vi.fn()} />);
      await waitFor(() => screen.getByRole('button', { name: 'Thử lại sau 5 giây' }));
    });
  });
});
