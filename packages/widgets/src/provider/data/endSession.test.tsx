import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../PortalProvider';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { useEndSession } from './endSession';
import { useTransactions } from './queries';

const sim = setupSimulator();

function Transactions() {
  const transactions = useTransactions();
  return (
    <p>
      {transactions.status === 'ready' ? `${transactions.data.length} rows` : transactions.status}
    </p>
  );
}

/** A screen the test can leave and open again (a new instance each time), and the session's end. */
const controls: { show: (instance: number) => void; endSession: () => Promise<void> } = {
  show: () => {},
  endSession: async () => {},
};
function Harness() {
  const [instance, show] = useState(1);
  const endSession = useEndSession();
  useEffect(() => {
    controls.show = show;
    controls.endSession = endSession;
  }, [endSession]);
  return instance > 0 ? <Transactions key={instance} /> : null;
}

describe('endSession', () => {
  it('a screen opened again after the session ended mid-request loads (not "loading" for ever)', async () => {
    sim.signIn('demo');
    // The first read is slow: the session ends while it is on its way, and its late answer is dropped.
    sim.server.use(
      http.get(
        `${simulatorURL}/api/transaction-history`,
        async () => {
          await delay(300);
          return HttpResponse.json([]);
        },
        { once: true },
      ),
    );
    render(
      <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
        <Harness />
      </PortalProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => controls.endSession());
    act(() => controls.show(0));
    // The player logs in again and opens the screen again within the cache's 2 s of deduping.
    sim.signIn('demo');
    act(() => controls.show(2));
    expect(await screen.findByText('15 rows', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
