import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { recordRequests } from '../../../test/requests';
import { PortalProvider } from '../PortalProvider';
import { useTransactions } from './queries';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return createElement(PortalProvider, {
    client: createPortalClient({ baseURL: simulatorURL }),
    children,
  });
}

describe('back online', () => {
  it('loads the data on screen again, even right after it was loaded', async () => {
    sim.signIn('demo');
    const history = recordRequests(sim, { path: '/api/transaction-history' });
    const { result } = renderHook(() => useTransactions(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(history.requests.length).toBe(1);

    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(history.requests.length).toBe(2));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(history.requests.length).toBe(2); // one load per key, however the event reaches the cache
  });

  it('loads a query that failed while offline again', async () => {
    sim.signIn('demo');
    sim.server.use(
      http.get(`${simulatorURL}/api/transaction-history`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const history = recordRequests(sim, { path: '/api/transaction-history' });
    const { result } = renderHook(() => useTransactions(), { wrapper });
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(result.current.status).toBe('failed'));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(history.requests.length).toBe(2);
  });

  it('stays quiet while offline', async () => {
    sim.signIn('demo');
    const history = recordRequests(sim, { path: '/api/transaction-history' });
    const { result } = renderHook(() => useTransactions(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => void window.dispatchEvent(new Event('offline')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(history.requests.length).toBe(1);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
