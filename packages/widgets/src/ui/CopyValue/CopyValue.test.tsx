import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { textsNotFromTheCatalogue } from '../../../test/pseudoLocale';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { createTestClipboard } from '../../provider';
import { CopyValue } from './CopyValue';
import { copiedLabelMs } from './useCopyValue';

const copyButton = () => screen.getByRole('button', { name: 'Sao chép mã quà tặng' });

describe('CopyValue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given a value', () => {
    it('shows it with a copy button named after what it is', async () => {
      const { container } = renderWithPortal(
        <CopyValue value="TANTHU-8KD2QX7M" label="mã quà tặng" />,
      );
      expect(screen.getByText('TANTHU-8KD2QX7M')).toBeInTheDocument();
      expect(copyButton()).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the copy works', () => {
    it("writes the value and says 'Đã sao chép' for 3 seconds", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const clipboard = createTestClipboard();
      const { user, container } = renderWithPortal(
        <CopyValue value="TANTHU-8KD2QX7M" label="mã quà tặng" />,
        { clipboard },
      );
      await user.click(copyButton());
      expect(clipboard.written).toEqual(['TANTHU-8KD2QX7M']);
      expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép');
      await expectNoAxeViolations(container);
      act(() => vi.advanceTimersByTime(copiedLabelMs - 100));
      expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  describe('when the clipboard fails or is missing', () => {
    it('shows nothing', async () => {
      const { user } = renderWithPortal(<CopyValue value="X" label="mã quà tặng" />, {
        clipboard: createTestClipboard({ fail: true }),
      });
      await user.click(copyButton());
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByText('Đã sao chép')).toBeNull();
    });
  });

  describe('in the pseudo locale', () => {
    it('shows only catalogue texts besides the value', async () => {
      const clipboard = createTestClipboard();
      const { user, portalRoot } = renderWithPortal(<CopyValue value="" label="" />, {
        locale: 'pseudo',
        clipboard,
      });
      await user.click(screen.getByRole('button'));
      expect(textsNotFromTheCatalogue(portalRoot).offenders).toEqual([]);
    });
  });
});
