import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { colourModeStorageKey } from '../../theme';
import { ColourModeSwitch } from './ColourModeSwitch';

describe('ColourModeSwitch', () => {
  describe('given the default (dark) mode', () => {
    it('is a named group of three radios with dark checked', async () => {
      const { container } = renderWithPortal(<ColourModeSwitch />);
      const group = screen.getByRole('group', { name: 'Chế độ màu' });
      expect(group).toBeInTheDocument();
      expect(screen.getAllByRole('radio')).toHaveLength(3);
      expect(screen.getByRole('radio', { name: 'Tối' })).toBeChecked();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the player picks light', () => {
    it('paints light and remembers the choice', async () => {
      const { user, portalRoot } = renderWithPortal(<ColourModeSwitch />);
      await user.click(screen.getByRole('radio', { name: 'Sáng' }));
      expect(screen.getByRole('radio', { name: 'Sáng' })).toBeChecked();
      expect(portalRoot).toHaveAttribute('data-colour-mode', 'light');
      expect(window.localStorage.getItem(colourModeStorageKey)).toBe('light');
    });
  });

  describe('when the player uses the arrow keys', () => {
    it('moves the choice along the group', async () => {
      const { user } = renderWithPortal(<ColourModeSwitch />);
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Tối' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Sáng' })).toBeChecked();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Theo hệ thống' })).toBeChecked();
    });
  });

  describe('given a hidden legend', () => {
    it('keeps the group named', async () => {
      const { container } = renderWithPortal(<ColourModeSwitch legendHidden />, {
        colourMode: 'light',
      });
      expect(screen.getByRole('group', { name: 'Chế độ màu' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Sáng' })).toBeChecked();
      await expectNoAxeViolations(container);
    });
  });
});
