import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithPortal } from '../../test/renderWithPortal';
import { PendingGreeting } from './PendingGreeting';

describe('PendingGreeting', () => {
  it("keeps the greeting's frame, hidden from everyone, under the loading status", async () => {
    const { container } = renderWithPortal(<PendingGreeting />);
    expect(screen.getByText(/Đang tải/)).toHaveAttribute('role', 'status');
    const frame = container.querySelector('[aria-hidden="true"]');
    expect(frame).toHaveTextContent('Số dư hiện tại');
    expect(frame).toHaveTextContent('Quản lý tài khoản');
    expect(frame).toHaveTextContent('Đăng xuất');
    // Nothing in the frame can be reached: no button, no link, no heading.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
