import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator } from '../../../test/simulator';
import type { SaveQrImageOptions } from '../../ui';
import { TopupPanel } from './TopupPanel';

// jsdom has no canvas: the picture is checked in the browser (e2e/money-phone.spec.ts); here, what is asked of it.
const saved = vi.hoisted(() => ({ calls: [] as SaveQrImageOptions[], fail: false }));
vi.mock('../../ui/QrCode/saveQrImage', () => ({
  saveQrImage: (options: SaveQrImageOptions) => {
    saved.calls.push(options);
    return saved.fail ? Promise.reject(new Error('no canvas')) : Promise.resolve();
  },
}));

const sim = setupSimulator();
afterEach(() => {
  sim.server.events.removeAllListeners();
  saved.calls.length = 0;
  saved.fail = false;
});

describe("'Lưu ảnh QR' beside each code", () => {
  it("saves the bank's code as a picture with its name, the amount line and the transfer content", async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<TopupPanel method="bank-transfer" />);
    const bank = await screen.findByRole('article', { name: 'Vietcombank' });
    await within(bank).findByRole('img', { name: 'Mã QR chuyển khoản Vietcombank' });
    await user.click(within(bank).getByRole('button', { name: 'Lưu ảnh QR' }));
    expect(saved.calls).toEqual([
      expect.objectContaining({
        errorCorrection: 'L',
        fileName: 'ma-qr-vietcombank.png',
        lines: [
          { text: 'Vietcombank', bold: true },
          { text: '10.000đ = 120 KP' },
          { text: 'Nội dung chuyển khoản: NAPKP demo' },
        ],
      }),
    ]);
    const [call] = saved.calls;
    expect(call?.value).toMatch(/^000201/);
    expect(within(bank).queryByRole('alert')).toBeNull();
  });

  it('says so when the picture cannot be made, and points to the details beside it', async () => {
    sim.signIn('demo');
    saved.fail = true;
    const { user } = renderWithPortal(<TopupPanel method="e-wallet" />);
    const momo = await screen.findByRole('article', { name: 'Ví MoMo' });
    await within(momo).findByRole('img', { name: 'Mã QR chuyển khoản Ví MoMo' });
    await user.click(within(momo).getByRole('button', { name: 'Lưu ảnh QR' }));
    expect(await within(momo).findByRole('alert')).toHaveTextContent(
      'Chưa lưu được ảnh QR. Bạn có thể chụp màn hình hoặc chuyển khoản theo thông tin bên cạnh.',
    );
    expect(saved.calls[0]?.fileName).toBe('ma-qr-momo.png');
  });
});
