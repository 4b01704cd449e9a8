import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { Tooltip } from './Tooltip';

// The tooltip's code (floating-ui) arrives only when the test lets it.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: false, arrived, arrive };
});
vi.mock('./TooltipPopup', async (importOriginal) => {
  code.asked = true;
  await code.arrived;
  return importOriginal();
});

describe('Tooltip, whose code loads on the first hover or focus', () => {
  beforeEach(() => {
    vi.spyOn(window.navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for nothing until then; then shows for the keyboard focus and the hover that held while it came, not for a hover gone', async () => {
    const { user } = renderWithPortal(
      <>
        <Tooltip content="Mã giao dịch: 1022">Thẻ Viettel</Tooltip>
        <Tooltip content="Mã giao dịch: 7">Nạp</Tooltip>
        <Tooltip content="Mã giao dịch: 9">Quà</Tooltip>
        <p>bên ngoài</p>
      </>,
    );
    const [first, second, third] = screen.getAllByRole('button');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(code.asked).toBe(false);

    // The pointer passes over the third and leaves; Tab reaches the first; the pointer rests on the second.
    await user.hover(third!);
    await vi.waitFor(() => expect(code.asked).toBe(true));
    await user.hover(screen.getByText('bên ngoài'));
    await user.tab();
    expect(first).toHaveFocus();
    await user.hover(second!);
    expect(screen.queryByRole('tooltip')).toBeNull();

    code.arrive();
    await vi.waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual([
        'Mã giao dịch: 1022',
        'Mã giao dịch: 7',
      ]),
    );
    expect(first).toHaveAccessibleDescription('Mã giao dịch: 1022');
    expect(second).toHaveAccessibleDescription('Mã giao dịch: 7');
    // Escape hides the focused one's; the one under the pointer stays until it leaves (as before).
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toEqual([
      'Mã giao dịch: 7',
    ]);
    await user.hover(screen.getByText('bên ngoài'));
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Arrived: a tooltip drawn now shows on hover as before.
    const { user: later } = renderWithPortal(<Tooltip content="Mã giao dịch: 5">Thẻ Vina</Tooltip>);
    await later.hover(screen.getByRole('button', { name: 'Thẻ Vina' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mã giao dịch: 5');
  });
});
