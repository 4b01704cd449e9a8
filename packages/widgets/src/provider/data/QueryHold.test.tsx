import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { dataOf } from '../../../test/queryResults';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { PortalProvider } from '../PortalProvider';
import { QueryHold } from './QueryHold';
import { usePaymentMethods, useTransactions } from './queries';
import { useUser } from './useUser';

const sim = setupSimulator();

function providerHolding(held: { current: boolean }) {
  const client = createPortalClient({ baseURL: simulatorURL });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PortalProvider client={client}>
        <QueryHold held={held.current}>{children}</QueryHold>
      </PortalProvider>
    );
  };
}

describe('QueryHold', () => {
  it('while held, a query sends nothing and shows as loading; /api/me still goes', async () => {
    sim.signIn('demo');
    const requests = recordRequests(sim);
    const held = { current: true };
    const { result } = renderHook(
      () => ({ user: useUser(), methods: usePaymentMethods(), transactions: useTransactions() }),
      { wrapper: providerHolding(held) },
    );
    await waitFor(() => expect(result.current.user.status).toBe('signedIn'));
    expect(result.current.methods.status).toBe('loading');
    expect(result.current.transactions.status).toBe('loading');
    expect(requests.paths()).toEqual(['/api/me']);
  });

  it('once released, each query is sent and its data shows', async () => {
    sim.signIn('demo');
    const requests = recordRequests(sim);
    const held = { current: true };
    const { result, rerender } = renderHook(() => usePaymentMethods(), {
      wrapper: providerHolding(held),
    });
    expect(result.current.status).toBe('loading');
    held.current = false;
    rerender();
    await waitFor(() => expect(dataOf(result.current)).toBeDefined());
    expect(requests.paths()).toEqual(['/api/payment-methods']);
  });
});
