import qrcode from 'qrcode-generator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrImageOptions } from './qrImage';
import { saveQrImage } from './saveQrImage';

// jsdom has no canvas: the drawing is replaced by a PNG of its own, and what it was asked to draw is kept.
const drawn = vi.hoisted(() => ({ options: [] as QrImageOptions[] }));
vi.mock('./qrImage', () => ({
  drawQrImage: (options: QrImageOptions) => {
    drawn.options.push(options);
    return Promise.resolve(new Blob(['png'], { type: 'image/png' }));
  },
}));

const payload = '00020101021138540010A00000072701240006970436011010234567890208QRIBFTTA5303704';

describe('saveQrImage', () => {
  const clicked: { href: string; download: string; connected: boolean }[] = [];
  beforeEach(() => {
    drawn.options.length = 0;
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/qr-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('draws the code of the value with its lines in the given font, and downloads the PNG by a blob URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const lines = [{ text: 'Vietcombank', bold: true }, { text: '10.000đ = 120 KP' }];
    await saveQrImage({
      value: payload,
      errorCorrection: 'L',
      lines,
      fontFamily: '"Be Vietnam Pro", system-ui',
      fileName: 'ma-qr-vietcombank.png',
    });
    const [options] = drawn.options;
    const expected = qrcode(0, 'L');
    expected.addData(payload, 'Byte');
    expected.make();
    expect(options?.matrix.count).toBe(expected.getModuleCount());
    expect(options?.matrix.isDark(0, 0)).toBe(expected.isDark(0, 0));
    expect(options?.lines).toEqual(lines);
    expect(options?.fontFamily).toBe('"Be Vietnam Pro", system-ui');
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/qr-1', download: 'ma-qr-vietcombank.png', connected: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Revoked once the download has had time to read it.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/qr-1');
  });
});
