import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../../test/axe';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('given nothing to say, renders an empty focus target', () => {
    const { container } = renderWithPortal(<ErrorSummary items={[]} idPrefix="f-" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('lists the field errors under a name screen readers hear, with no visible generic title', async () => {
    const { container } = renderWithPortal(
      <>
        <ErrorSummary
          items={[{ field: 'username', message: 'Vui lòng nhập tên đăng nhập' }]}
          idPrefix="f-"
        />
        <label htmlFor="f-username">Tên đăng nhập</label>
        <input id="f-username" />
      </>,
    );
    const summary = screen.getByRole('alert');
    const list = within(summary).getByRole('list', { name: 'Thông tin cần sửa' });
    expect(within(list).getByRole('link', { name: 'Vui lòng nhập tên đăng nhập' })).toBeVisible();
    expect(screen.getByText('Thông tin cần sửa').className).toMatch(/root/);
    expect(summary).not.toHaveTextContent('Vui lòng kiểm tra lại');
    await expectNoAxeViolations(container);
  });

  it('shows a banner as its title, above the links', () => {
    renderWithPortal(
      <ErrorSummary
        items={[{ field: 'username', message: 'Tên đăng nhập đã được sử dụng' }]}
        banner="Xác minh chống người máy không thành công"
        idPrefix="f-"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Xác minh chống người máy không thành côngThông tin cần sửaTên đăng nhập đã được sử dụng$/,
    );
  });

  it('when a link is clicked, focuses its field without touching the address or history', async () => {
    window.history.replaceState({ step: 'password' }, '', '/register');
    const { user } = renderWithPortal(
      <>
        <ErrorSummary
          items={[{ field: 'username', message: 'Tên đăng nhập đã được sử dụng' }]}
          idPrefix="f-"
        />
        <label htmlFor="f-username">Tên đăng nhập</label>
        <input id="f-username" />
      </>,
    );
    const length = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Tên đăng nhập đã được sử dụng' }));
    expect(screen.getByLabelText('Tên đăng nhập')).toHaveFocus();
    expect(window.location.hash).toBe('');
    expect(window.history.state).toEqual({ step: 'password' });
    expect(window.history.length).toBe(length);
  });
});
