import { execFileSync } from 'node:child_process';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient } from '../../api';
import { recordRequests } from '../../../test/requests';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { shouldRetryOnError } from './cacheConfig';
import { usePaymentMethods } from './queries';

const sim = setupSimulator();
const methodsPath = '/api/payment-methods';

afterEach(() => vi.useRealTimers());

const failure = (statusCode: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ kind, statusCode, message: 'x', messageKey: 'api.error.request' });

function Methods() {
  return <p>methods: {usePaymentMethods().status}</p>;
}

/**
 * `count` screens showing the payment methods under one provider; `show(n)` mounts n of them anew, `keep(n)` keeps
 * those on screen and adds to them.
 */
function renderScreens(count: number) {
  const client = createPortalClient({ baseURL: simulatorURL });
  const ui = (n: number) => (
    <PortalProvider client={client}>
      {Array.from({ length: n }, (_, index) => (
        <Methods key={index} />
      ))}
    </PortalProvider>
  );
  const { rerender } = render(ui(count));
  return {
    show(n: number) {
      rerender(ui(0));
      rerender(ui(n));
    },
    keep: (n: number) => rerender(ui(n)),
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
      {children}
    </PortalProvider>
  );
}

describe('the data cache: swr, one per provider', () => {
  describe("swr's defaults are the spec's (section 9)", () => {
    it('dedupes for 2 s, throttles focus for 5 s, retries after 5 s, at most 3 times', () => {
      const { result } = renderHook(() => useSWRConfig(), { wrapper });
      expect(result.current).toMatchObject({
        dedupingInterval: 2000,
        focusThrottleInterval: 5000,
        errorRetryInterval: 5000,
        errorRetryCount: 3,
        revalidateOnFocus: true,
        revalidateOnReconnect: true,
      });
    });

    it.each([
      ['a 2G connection', { effectiveType: '2g' }],
      ['data saving on', { saveData: true }],
    ])('retries after 10 s with %s', (_, connection) => {
      // swr reads the connection once, as it loads: a browser of its own, in a process of its own.
      const browser = `globalThis.window = globalThis; globalThis.navigator = { connection: ${JSON.stringify(connection)} };`;
      const read =
        "const { SWRConfig } = await import('swr'); console.log(SWRConfig.defaultValue.errorRetryInterval);";
      const interval = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', browser + read],
        {
          cwd: import.meta.dirname,
          encoding: 'utf8',
        },
      );
      expect(interval.trim()).toBe('10000');
    });

    it("retries server and network failures, not the server's 4xx decisions", () => {
      expect(shouldRetryOnError(failure(500))).toBe(true);
      expect(shouldRetryOnError(failure(0, 'network'))).toBe(true);
      expect(shouldRetryOnError(failure(401))).toBe(false);
      expect(shouldRetryOnError(failure(422))).toBe(false);
    });
  });

  describe('when a query mounts (dedupe 2 s)', () => {
    it('loads once for the queries of a key mounted together, not again within 2 s, and again after', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sim.signIn('demo');
      const methods = recordRequests(sim, { path: methodsPath });
      const screens = renderScreens(2);
      await waitFor(() => expect(screen.getAllByText('methods: ready')).toHaveLength(2));
      expect(methods.requests).toHaveLength(1);

      screens.show(1);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(methods.requests).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(2000));
      screens.show(1);
      await waitFor(() => expect(methods.requests).toHaveLength(2));
    });
  });

  describe('when the window gets focus (throttle 5 s)', () => {
    it('loads the data on screen again at most once per 5 s, never within 5 s of its mount; a tab shown again too', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sim.signIn('demo');
      const methods = recordRequests(sim, { path: methodsPath });
      renderScreens(1);
      await screen.findByText('methods: ready');
      const focus = async (event: () => void) => {
        act(event);
        await act(() => vi.advanceTimersByTimeAsync(50));
      };

      await focus(() => window.dispatchEvent(new Event('focus')));
      expect(methods.requests).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await focus(() => window.dispatchEvent(new Event('focus')));
      expect(methods.requests).toHaveLength(2);
      await focus(() => window.dispatchEvent(new Event('focus')));
      expect(methods.requests).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await focus(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(methods.requests).toHaveLength(3);
    });
  });

  describe('after a failed load', () => {
    function failWith(status: number) {
      sim.server.use(
        http.get(`${simulatorURL}${methodsPath}`, () =>
          HttpResponse.json({ message: 'x' }, { status }),
        ),
      );
    }

    /** Lets two minutes pass, long enough for swr's three retries, backing off from 5 s. */
    async function waitTwoMinutes() {
      for (let second = 0; second < 120; second += 5) {
        await act(() => vi.advanceTimersByTimeAsync(5000));
      }
    }

    it('shows it and retries it in the background, 3 times at most, then stops', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sim.signIn('demo');
      failWith(503);
      const methods = recordRequests(sim, { path: methodsPath });
      renderScreens(1);
      await screen.findByText('methods: failed');
      await waitTwoMinutes();
      expect(methods.requests).toHaveLength(4);
      expect(screen.getByText('methods: failed')).toBeInTheDocument();
      await waitTwoMinutes();
      expect(methods.requests).toHaveLength(4);
    });

    it("never retries a 4xx (the server's decision)", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sim.signIn('demo');
      failWith(422);
      const methods = recordRequests(sim, { path: methodsPath });
      renderScreens(1);
      await screen.findByText('methods: failed');
      await waitTwoMinutes();
      expect(methods.requests).toHaveLength(1);
    });

    it('stops retrying once the query is gone', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sim.signIn('demo');
      failWith(503);
      const methods = recordRequests(sim, { path: methodsPath });
      const screens = renderScreens(1);
      await screen.findByText('methods: failed');
      screens.show(0);
      await waitTwoMinutes();
      expect(methods.requests).toHaveLength(1);
    });

    it('leaves the failure on screen when a second query of the key mounts (its retry is the player’s)', async () => {
      sim.signIn('demo');
      failWith(422);
      const methods = recordRequests(sim, { path: methodsPath });
      const screens = renderScreens(1);
      await screen.findByText('methods: failed');
      screens.keep(2);
      await waitFor(() => expect(screen.getAllByText('methods: failed')).toHaveLength(2));
      expect(methods.requests).toHaveLength(1);
    });
  });
});
