import qrcode from 'qrcode-generator';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { QrCode } from './QrCode';
import { qrPath } from './qrPath';

const payload = '00020101021138540010A00000072701240006970436011010234567890208QRIBFTTA5303704';

describe('QrCode', () => {
  describe('while the encoder loads', () => {
    it('says so, then draws a 144 px SVG of inline elements', async () => {
      const { container } = renderWithPortal(
        <QrCode value={payload} label="Mã QR" loadingText="Đang tạo mã QR..." failedText="Lỗi" />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Đang tạo mã QR...');
      const code = await screen.findByRole('img', { name: 'Mã QR' });
      expect(code.tagName.toLowerCase()).toBe('svg');
      expect(code).toHaveAttribute('width', '144');
      expect(code).toHaveAttribute('height', '144');
      expect(code.querySelector('image, foreignObject, [href^="data:"]')).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('once drawn', () => {
    it('draws exactly the modules of the value at error correction L, with a 4-module quiet zone', async () => {
      renderWithPortal(<QrCode value={payload} label="Mã QR" loadingText="..." failedText="!" />);
      const code = await screen.findByRole('img', { name: 'Mã QR' });
      const expected = qrcode(0, 'L');
      expected.addData(payload, 'Byte');
      expected.make();
      const count = expected.getModuleCount();
      expect(code).toHaveAttribute('viewBox', `0 0 ${count + 8} ${count + 8}`);
      const matrix = { count, isDark: (r: number, c: number) => expected.isDark(r, c) };
      expect(code.querySelector('path')).toHaveAttribute('d', qrPath(matrix, 4));
    });
  });
});
