import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  describe('given no label', () => {
    it('is a status named by the catalogue', async () => {
      const { container } = renderWithPortal(<Spinner />);
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải...');
      await expectNoAxeViolations(container);
    });
  });

  describe('given a label', () => {
    it('says that label instead', () => {
      renderWithPortal(<Spinner label="Đang tải lịch sử giao dịch" size="large" accent />);
      expect(screen.getByRole('status')).toHaveTextContent('Đang tải lịch sử giao dịch');
    });
  });

  describe('given decorative', () => {
    it('is hidden from assistive technology', async () => {
      const { container } = renderWithPortal(<Spinner decorative />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
