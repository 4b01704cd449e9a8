import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('given nothing to say, renders an empty focus target', () => {
    const { container } = renderWithPortal(<ErrorSummary items={[]} idPrefix="f-" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
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
