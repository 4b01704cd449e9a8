import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { useTransactions } from './queries';
import { useUser } from './useUser';
import { portalSWRConfig } from './swrConfig';
import { dataOf, userOf } from '../../../test/queryResults';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return createElement(PortalProvider, {
    client: createPortalClient({ baseURL: simulatorURL }),
    children,
  });
}

afterEach(() => vi.unstubAllGlobals());

const failure = (statusCode: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ kind, statusCode, message: 'x', messageKey: 'api.error.request' });

describe('portalSWRConfig (spec section 9)', () => {
  it('dedupes for 2 s, throttles focus for 5 s, retries every 5 s', () => {
    const config = portalSWRConfig();
    expect(config.dedupingInterval).toBe(2000);
    expect(config.focusThrottleInterval).toBe(5000);
    expect(config.revalidateOnReconnect).toBe(true);
    expect(config.errorRetryInterval).toBe(5000);
  });

  it('retries every 10 s on a slow connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '2g' } });
    expect(portalSWRConfig().errorRetryInterval).toBe(10_000);
  });

  it("retries server and network failures, not the server's 4xx decisions", () => {
    const retry = portalSWRConfig().shouldRetryOnError as (error: unknown) => boolean;
    expect(retry(failure(500))).toBe(true);
    expect(retry(failure(0, 'network'))).toBe(true);
    expect(retry(failure(401))).toBe(false);
    expect(retry(failure(422))).toBe(false);
  });
});

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

  it('leaves the cache alone for other failures', () => {
    const onError = portalSWRConfig().onError!;
    const mutate = vi.fn();
    const cache = new Map();
    onError(
      new ApiError({
        kind: 'http',
        statusCode: 403,
        message: 'x',
        messageKey: 'api.error.request',
      }),
      'k',
      {
        cache,
        mutate,
      } as never,
    );
    onError(new Error('x'), 'k', { cache, mutate } as never);
    expect(mutate).not.toHaveBeenCalled();
  });
});
