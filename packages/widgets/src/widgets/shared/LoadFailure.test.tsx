import { screen } from '@testing-library/react';
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
});
