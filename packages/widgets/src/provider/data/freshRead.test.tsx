import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { setupSimulator, simCall, simulatorURL } from '../../../test/simulator';
import { userOf } from '../../../test/queryResults';
import { PortalProvider } from '../PortalProvider';
import { freshHistory, useFreshRead } from './freshRead';
import { transactionsShown, useTransactions } from './queries';
import { useUser } from './useUser';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return createElement(PortalProvider, {
    client: createPortalClient({ baseURL: simulatorURL }),
    children,
  });
}

describe('a read past the cache (useFreshRead, the one path of every look-up)', () => {
  it("a 401 is the session gone, as on any load or write: not only a failed look-up (the card's and the zones' were)", async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ user: useUser(), read: useFreshRead('test') }), {
      wrapper,
    });
    await waitFor(() => expect(userOf(result.current.user)?.username).toBe('demo'));

    sim.simulator.reset(); // the server forgets the session
    await act(async () => {
      await expect(result.current.read(freshHistory)).rejects.toMatchObject({
        statusCode: 401,
      });
    });

    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
  });

  it('resolves with the whole history (a look-up finds a row behind 15 later ones); the table keeps its 15', async () => {
    sim.signIn('demo');
    for (let n = 0; n < transactionsShown + 2; n += 1)
      await simCall('transfer', { username: 'demo', method: 'vietcombank', amount: 10_000 });
    const { result } = renderHook(
      () => ({ read: useFreshRead('test'), table: useTransactions() }),
      { wrapper },
    );
    let history: readonly unknown[] = [];
    await act(async () => {
      history = await result.current.read(freshHistory);
    });
    expect(history.length).toBeGreaterThan(transactionsShown + 1);
    await waitFor(() =>
      expect(result.current.table.status === 'ready' ? result.current.table.data.length : -1).toBe(
        transactionsShown,
      ),
    );
  });
});
