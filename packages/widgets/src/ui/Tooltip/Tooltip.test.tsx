import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('given it is closed', () => {
    it('shows only its trigger', () => {
      renderWithPortal(<Tooltip content="Mã giao dịch: 1022">Thẻ Viettel</Tooltip>);
      expect(screen.getByRole('button', { name: 'Thẻ Viettel' })).toBeInTheDocument();
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });

  describe('when the trigger gets keyboard focus', () => {
    it('shows the tooltip inside the provider root (and the page landmarks), describing the trigger; Escape hides it', async () => {
      const { user, portalRoot, container } = renderWithPortal(
        <Tooltip content="Mã giao dịch: 1022">Thẻ Viettel</Tooltip>,
      );
      await user.tab();
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Mã giao dịch: 1022');
      expect(portalRoot).toContainElement(tooltip);
      expect(screen.getByRole('button', { name: 'Thẻ Viettel' })).toHaveAccessibleDescription(
        'Mã giao dịch: 1022',
      );
      await expectNoAxeViolations(container);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });

  describe('when the pointer rests on the trigger', () => {
    it('shows the tooltip, and hides it when the pointer leaves', async () => {
      const { user } = renderWithPortal(
        <>
          <Tooltip content="Mã giao dịch: 7">Nạp</Tooltip>
          <p>bên ngoài</p>
        </>,
      );
      await user.hover(screen.getByRole('button', { name: 'Nạp' }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Mã giao dịch: 7');
      await user.unhover(screen.getByRole('button', { name: 'Nạp' }));
      await user.hover(screen.getByText('bên ngoài'));
      await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  });
});
