import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithPortal } from '../../test/renderWithPortal';
import { setupSimulator } from '../../test/simulator';
import { LazyTopupPayment } from './LazyTopupPayment';

const load = vi.hoisted(() => ({ fail: true }));
vi.mock('./TopupPayment', async (original) => {
  if (load.fail) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

const sim = setupSimulator();

describe('LazyTopupPayment', () => {
  it('fails to load with a message and Thử lại, then loads the payment part on retry', async () => {
    sim.signIn('demo');
    const { container } = renderWithPortal(<LazyTopupPayment onCardSettled={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được phần nạp KP');
    await expectNoAxeViolations(container);

    load.fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải phần nạp KP...');
    expect(await screen.findByRole('navigation', { name: 'Phương thức thanh toán' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
