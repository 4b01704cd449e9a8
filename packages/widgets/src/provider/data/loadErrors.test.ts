import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { createSessionRenewal } from '../session/sessionRenewal';
import { useTransactions } from './queries';
import { useUser } from './useUser';
import { createQueryCache } from './cache';
import { portalCachePolicy } from './cachePolicy';
import { portalKeys } from './keys';
import { reportLoadErrors } from './loadErrors';
import { dataOf, userOf } from '../../../test/queryResults';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return createElement(PortalProvider, {
    client: createPortalClient({ baseURL: simulatorURL }),
    children,
  });
}

const failure = (statusCode: number) =>
  new ApiError({ kind: 'http', statusCode, message: 'x', messageKey: 'api.error.request' });

describe('a 401 on any query (the session is gone)', () => {
  it('clears the cached data and leaves useUser logged out (null)', async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ user: useUser(), history: useTransactions() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.history.status).toBe('ready'));
    expect(userOf(result.current.user)?.username).toBe('demo');

    sim.simulator.reset(); // the server forgets the session
    await act(async () => {
      const history = result.current.history;
      if (history.status === 'ready') await history.reload();
    });

    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
    const history = result.current.history;
    expect(dataOf(history)).toBeUndefined();
    expect(history.status === 'failed' && history.error).toMatchObject({ statusCode: 401 });
  });

  it('leaves the cache alone for other failures, and reports them', async () => {
    const cache = createQueryCache(portalCachePolicy());
    const user = { username: 'demo' };
    await cache.mutate(portalKeys.user, user, { revalidate: false });
    const report = vi.fn();
    const onLoadError = reportLoadErrors(report);
    onLoadError(failure(403), portalKeys.transactions, cache);
    onLoadError(new Error('x'), portalKeys.transactions, cache);
    await Promise.resolve();
    expect(cache.read(portalKeys.user).data).toBe(user);
    expect(report.mock.calls).toEqual([
      [failure(403), 'load'],
      [new Error('x'), 'load'],
    ]);
  });

  it('ends the session on a 401 of a query but /api/me, unreported', async () => {
    const cache = createQueryCache(portalCachePolicy());
    await cache.mutate(portalKeys.user, { username: 'demo' }, { revalidate: false });
    await cache.mutate(portalKeys.transactions, [], { revalidate: false });
    const report = vi.fn();
    reportLoadErrors(report)(failure(401), portalKeys.transactions, cache);
    await vi.waitFor(() => expect(cache.read(portalKeys.user).data).toBe(null));
    expect(cache.read(portalKeys.transactions).data).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('suspends the session instead where a renewal dialog is mounted', async () => {
    const cache = createQueryCache(portalCachePolicy());
    const user = { username: 'demo' };
    await cache.mutate(portalKeys.user, user, { revalidate: false });
    const renewal = createSessionRenewal();
    renewal.host();
    reportLoadErrors(vi.fn(), renewal)(failure(401), portalKeys.transactions, cache);
    await Promise.resolve();
    expect(renewal.suspended()).toBe(true);
    expect(cache.read(portalKeys.user).data).toBe(user);
  });
});
