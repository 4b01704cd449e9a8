import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { userOf } from '../../../test/queryResults';
import { PortalProvider } from '../PortalProvider';
import { useFreshRead } from './freshRead';
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
      await expect(result.current.read('transactions')).rejects.toMatchObject({
        statusCode: 401,
      });
    });

    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
  });

  it('reads the server now and resolves with what it has', async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => useFreshRead('test'), { wrapper });
    let history: readonly unknown[] = [];
    await act(async () => {
      history = await result.current('transactions');
    });
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(15);
  });
});
