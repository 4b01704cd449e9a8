import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReadAgain } from '../src/provider';
import { BalanceStrip } from '../src/widgets/BalanceStrip';
import { renderWithPortal } from './renderWithPortal';
import { recordRequests } from './requests';
import { setupSimulator, simCall } from './simulator';

const sim = setupSimulator();
afterEach(() => sim.server.events.removeAllListeners());

/** A host page: the balance, and the host's own way to have the widgets read again (after its session check). */
function HostPage() {
  const readAgain = useReadAgain();
  return (
    <>
      <BalanceStrip onPaymentPage />
      <button type="button" onClick={readAgain}>
        Đã kiểm tra phiên
      </button>
    </>
  );
}

const balance = () => screen.getByRole('region', { name: 'Số dư hiện tại' });

/** 100.000đ paid in by bank while the page was away (1.260 KP with the bank's bonus). */
async function transferMeanwhile() {
  await simCall('transfer', { username: 'demo', method: 'vietcombank', amount: 100_000 });
}

function pageshow(persisted: boolean) {
  act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted })));
}

describe('a page the browser shows again from its back/forward cache', () => {
  it('reads the balance on screen again (a page loaded anew reads it as it loads)', async () => {
    sim.signIn('demo');
    renderWithPortal(<HostPage />);
    await waitFor(() => expect(balance()).toHaveTextContent('1.500 KP'));
    await transferMeanwhile();
    const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
    pageshow(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads.requests).toHaveLength(0);
    pageshow(true);
    await waitFor(() => expect(balance()).toHaveTextContent('2.760 KP'));
    expect(reads.requests).toHaveLength(1);
  });

  it('with readAgainOnReturn false, waits for the host (its session check first), then reads it', async () => {
    sim.signIn('demo');
    const { user } = renderWithPortal(<HostPage />, { readAgainOnReturn: false });
    await waitFor(() => expect(balance()).toHaveTextContent('1.500 KP'));
    await transferMeanwhile();
    const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
    pageshow(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads.requests).toHaveLength(0);
    expect(balance()).toHaveTextContent('1.500 KP');
    await user.click(screen.getByRole('button', { name: 'Đã kiểm tra phiên' }));
    await waitFor(() => expect(balance()).toHaveTextContent('2.760 KP'));
    expect(reads.requests).toHaveLength(1);
  });
});
