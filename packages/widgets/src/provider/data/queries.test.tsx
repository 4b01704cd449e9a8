import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPortalClient, newIdempotencyKey } from '../../api';
import { PortalProvider } from '../PortalProvider';
import { dataOf, userOf } from '../../../test/queryResults';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { useAssignAccountZone, useUpdateProfile } from './mutations';
import { useLogin, useLogout } from './sessionMutations';
import { useAccountZones, useTransactions } from './queries';
import { useUser } from './useUser';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
      {children}
    </PortalProvider>
  );
}

describe('data hooks against the simulator', () => {
  it('given no session, useUser answers null (logged out), not an error', async () => {
    const { result } = renderHook(() => useUser(), { wrapper });
    await waitFor(() => expect(userOf(result.current)).toBe(null));
    expect(result.current.status).toBe('signedOut');
  });

  it('after useLogin, the user is refetched', async () => {
    const { result } = renderHook(() => ({ user: useUser(), login: useLogin() }), { wrapper });
    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
    await act(() =>
      result.current.login({ username: 'demo', password: 'Demo@2026', remember: false }),
    );
    await waitFor(() => expect(userOf(result.current.user)?.username).toBe('demo'));
  });

  it('useTransactions shows the 15 most recent', async () => {
    sim.signIn('demo');
    expect(sim.simulator.transactions('demo').length).toBeGreaterThan(15);
    const { result } = renderHook(() => useTransactions(), { wrapper });
    await waitFor(() => expect(dataOf(result.current)).toHaveLength(15));
    expect(dataOf(result.current)?.[0]?.id).toBe(sim.simulator.transactions('demo')[0]?.id);
  });

  it('useLogout clears every cached response and leaves the user logged out', async () => {
    sim.signIn('demo');
    const { result } = renderHook(
      () => ({ user: useUser(), transactions: useTransactions(), logout: useLogout() }),
      { wrapper },
    );
    await waitFor(() => expect(dataOf(result.current.transactions)).toBeDefined());
    await act(() => result.current.logout());
    expect(userOf(result.current.user)).toBe(null);
    expect(dataOf(result.current.transactions)).toBeUndefined();
  });

  it('useAssignAccountZone refetches the zones 3 seconds after success', async () => {
    sim.signIn('legacy');
    const { result } = renderHook(
      () => ({ zones: useAccountZones(), assign: useAssignAccountZone() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(dataOf(result.current.zones)).toBeDefined());
    const closed = dataOf(result.current.zones)?.find((entry) => entry.zone.state === 'closed');
    const active = dataOf(result.current.zones)?.find((entry) => entry.zone.state === 'active');
    expect(closed).toBeDefined();
    expect(active).toBeDefined();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(() =>
        result.current.assign(active!.zone.id, { idempotencyKey: newIdempotencyKey() }),
      );
      expect(dataOf(result.current.zones)?.some((entry) => entry.zone.state === 'closed')).toBe(
        true,
      );
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() =>
        expect(dataOf(result.current.zones)?.some((entry) => entry.zone.state === 'closed')).toBe(
          false,
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reload that fires after the provider is gone (a late timer) does nothing and throws nothing', async () => {
    sim.signIn('demo');
    const { result, unmount } = renderHook(() => useTransactions(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current;
    if (ready.status !== 'ready') throw new Error('not ready');
    unmount();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      ready.reload();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a write that answers after the provider is gone updates nothing and throws nothing', async () => {
    sim.signIn('demo');
    const { result, unmount } = renderHook(() => useUpdateProfile(), { wrapper });
    const written = result.current({ firstName: 'Tiêu', middleName: '', lastName: 'Phong' });
    unmount(); // the write is on its way: its answer comes to a provider that is gone
    await expect(written).resolves.toBeDefined();
    expect(sim.simulator.user('demo')?.firstName).toBe('Tiêu');
  });
});
