import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { expectNoAxeViolations } from '../../../test/axe';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  describe('online', () => {
    it('keeps an empty polite live region', async () => {
      const { container } = renderWithPortal(<OfflineBanner />);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await expectNoAxeViolations(container);
    });
  });

  describe('offline', () => {
    it('says so, and goes again when the connection is back', async () => {
      const { container } = renderWithPortal(<OfflineBanner />);
      goOffline(true);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Bạn đang mất kết nối mạng. Dữ liệu sẽ tự cập nhật khi có mạng trở lại.',
      );
      await expectNoAxeViolations(container);
      goOffline(false);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });
});
