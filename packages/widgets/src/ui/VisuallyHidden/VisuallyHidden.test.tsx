import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    renderWithPortal(
      <button type="button">
        <VisuallyHidden>Đóng</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });
});
