import { createPortalClient, PortalProvider, useLogout } from '@portal/widgets';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSimulator, simulatorURL } from '../../../packages/widgets/test/simulator';
import { loggedOutFlagKey, setLoggedOutFlag } from '../src/auth/loggedOutFlag';
import { useLoggedOutElsewhere } from '../src/auth/useLoggedOutElsewhere';

const sim = setupSimulator();

afterEach(() => window.localStorage.clear());

/** A tab: a provider of its own (its client and cache) over the cookies the tabs share. */
function tab({ children }: { children: ReactNode }) {
  return createElement(
    PortalProvider,
    { client: createPortalClient({ baseURL: simulatorURL }) },
    children,
  );
}

describe('useLoggedOutElsewhere', () => {
  it("leaves at once when another tab logs out (on the provider's channel, as an embed hears it)", async () => {
    sim.signIn('demo');
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave), { wrapper: tab });
    const other = renderHook(() => useLogout(), { wrapper: tab });
    expect(leave).not.toHaveBeenCalled();
    await act(() => other.result.current());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it('leaves on mount when the logout came while this page was loading (before its channel)', () => {
    setLoggedOutFlag();
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave), { wrapper: tab });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('stays on mount when the logout came before this page began loading', () => {
    window.localStorage.setItem(loggedOutFlagKey, String(performance.timeOrigin - 60_000));
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave), { wrapper: tab });
    expect(leave).not.toHaveBeenCalled();
  });

  it('keeps the flag for the check at load: an open tab hears the channel, not the storage event', () => {
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave), { wrapper: tab });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: loggedOutFlagKey, newValue: String(Date.now()) }),
      );
    });
    expect(leave).not.toHaveBeenCalled();
  });
});
