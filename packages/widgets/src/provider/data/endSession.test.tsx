import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { PortalProvider } from '../PortalProvider';
import type { PortalErrorHandler } from '../errorReport';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { useEndSession } from './endSession';
import { useTransactions } from './queries';
import { useLogin } from './sessionMutations';
import { useUser } from './useUser';

const sim = setupSimulator();

function Transactions() {
  const transactions = useTransactions();
  return (
    <p>
      history:{' '}
      {transactions.status === 'ready' ? `${transactions.data.length} rows` : transactions.status}
    </p>
  );
}

function Player() {
  const user = useUser();
  return <p>player: {user.status === 'signedIn' ? user.user.username : user.status}</p>;
}

/** A screen the test can leave and open again (a new instance each time), the session's end, and a login. */
const controls: {
  show: (instance: number) => void;
  endSession: () => Promise<void>;
  login: () => Promise<unknown>;
} = { show: () => {}, endSession: async () => {}, login: async () => {} };
function Harness() {
  const [instance, show] = useState(1);
  const endSession = useEndSession();
  const login = useLogin();
  useEffect(() => {
    controls.show = show;
    controls.endSession = endSession;
    controls.login = () => login({ username: 'demo', password: 'Demo@2026', remember: false });
  }, [endSession, login]);
  return (
    <>
      <Player />
      {instance > 0 ? <Transactions key={instance} /> : null}
    </>
  );
}

function renderHarness(onError?: PortalErrorHandler) {
  render(
    <PortalProvider
      client={createPortalClient({ baseURL: simulatorURL })}
      {...(onError ? { onError } : {})}
    >
      <Harness />
    </PortalProvider>,
  );
}

/** The next read of the history is answered by `answer` after 300 ms: it is on its way when the session ends. */
function slowFirstRead(answer: () => Response) {
  sim.server.use(
    http.get(
      `${simulatorURL}/api/transaction-history`,
      async () => {
        await delay(300);
        return answer();
      },
      { once: true },
    ),
  );
}

/** Ends the session while the first read is on its way, logs in again and opens the screen again. */
async function endAndComeBack() {
  expect(screen.getByText('history: loading')).toBeInTheDocument();
  await act(() => controls.endSession());
  act(() => controls.show(0));
  await act(() => controls.login());
  act(() => controls.show(2));
}

describe('endSession', () => {
  it('a screen opened again after the session ended mid-request loads, and the old answer is dropped', async () => {
    sim.signIn('demo');
    slowFirstRead(() => HttpResponse.json([]));
    renderHarness();
    await endAndComeBack();
    // Within the cache's 2 s of deduping: not 'loading' for ever on the old request.
    expect(await screen.findByText('history: 15 rows', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => delay(400)); // the old session's answer (no rows) has come, and was dropped
    expect(screen.getByText('history: 15 rows')).toBeInTheDocument();
  });

  it("drops the old session's failure too: not shown, not reported", async () => {
    sim.signIn('demo');
    slowFirstRead(() => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
    const onError = vi.fn();
    renderHarness(onError);
    await endAndComeBack();
    expect(await screen.findByText('history: 15 rows', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => delay(400));
    expect(screen.getByText('history: 15 rows')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a late 401 of the old session does not end the next one', async () => {
    sim.signIn('demo');
    slowFirstRead(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
    renderHarness();
    await endAndComeBack();
    expect(await screen.findByText('history: 15 rows', {}, { timeout: 3000 })).toBeInTheDocument();
    await act(() => delay(400));
    expect(screen.getByText('player: demo')).toBeInTheDocument();
    expect(screen.getByText('history: 15 rows')).toBeInTheDocument();
  });
});
