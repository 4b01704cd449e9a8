import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { recordRequests } from '../../../test/requests';
import { setupSimulator, simCall, simulatorURL } from '../../../test/simulator';
import { BalanceStrip } from '../BalanceStrip';
import { pendingCardStorageKey } from './pendingCard';
import { TopupPanel } from './TopupPanel';

const sim = setupSimulator();
// Each journey waits on the provider's polls: generous on a busy machine.
afterEach(() => sim.server.events.removeAllListeners());

/** The payment page: the balance, and the card form while the player is on it. */
function Page({ onForm = true }: { onForm?: boolean }) {
  return (
    <>
      <BalanceStrip onPaymentPage />
      {onForm && <TopupPanel method="card" />}
    </>
  );
}

const balance = () => screen.getByRole('region', { name: 'Số dư hiện tại' });

async function sendCard(user: UserEvent, serial: string) {
  await user.type(await screen.findByLabelText('Số seri'), serial);
  await user.type(screen.getByLabelText('Mã số thẻ'), '1234567890123');
  await user.selectOptions(screen.getByLabelText('Mệnh giá'), '100.000đ');
  await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
  await screen.findByRole('progressbar', { name: 'Thẻ đang được nhà mạng kiểm tra' });
}

/** 100.000đ paid in by bank while the player is away: the balance moves without the page knowing. */
async function transferMeanwhile() {
  await simCall('transfer', { username: 'demo', method: 'vietcombank', amount: 100_000 });
}

/** The browser shows the page again from its back/forward cache. */
function shownAgain() {
  act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
}

describe('the card form shown again', () => {
  it("left with a card pending (Back), shown again (Forward): the card's result, and the balance it raised", async () => {
    sim.signIn('demo');
    // The first poll would come long after the player left.
    const { user, rerender } = renderWithPortal(<Page />, { timing: { pendingPollMs: [60_000] } });
    await sendCard(user, '10011122301');
    rerender(<Page onForm={false} />);
    await waitFor(() => expect(sim.simulator.user('demo')?.credit).toBe(2500));
    rerender(<Page />);
    expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
    expect(screen.getByText('Thẻ 100.000đ đã được nạp vào tài khoản của bạn.')).toBeVisible();
    await waitFor(() => expect(balance()).toHaveTextContent('2.500 KP'));
    expect(window.sessionStorage.getItem(pendingCardStorageKey)).toBeNull();
    // Seen once: the form shown again after that is the empty form.
    rerender(<Page onForm={false} />);
    rerender(<Page />);
    await screen.findByLabelText('Số seri');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Nạp thẻ thành công')).toBeNull();
  });

  it('kept by the browser with the card still pending after its polls: shown again, the result and the balance as they are now', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<Page />, { timing: { pendingPollMs: [1] } });
    // The one poll finds the card not settled yet.
    sim.server.use(
      http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.json([]), {
        once: true,
      }),
    );
    await sendCard(user, '10011122302');
    expect(await screen.findByText(/Nhà mạng vẫn đang kiểm tra thẻ/)).toBeVisible();
    // (Not the balance here: the simulator settles the card 2 s after it came, which a busy machine can pass by now.)
    await waitFor(() => expect(sim.simulator.user('demo')?.credit).toBe(2500));
    await transferMeanwhile();
    const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
    shownAgain();
    expect(await screen.findByText('Nạp thẻ thành công')).toBeVisible();
    await waitFor(() => expect(balance()).toHaveTextContent('3.760 KP'));
    expect(reads.requests.length).toBeGreaterThan(0);
  });

  it('forgets a card that is not in the history of the player signed in now, and shows the empty form', async () => {
    sim.signIn('demo');
    window.sessionStorage.setItem(pendingCardStorageKey, '987654321');
    renderWithPortal(<Page />);
    await screen.findByLabelText('Số seri');
    await waitFor(() => expect(window.sessionStorage.getItem(pendingCardStorageKey)).toBeNull());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();
  });
});
