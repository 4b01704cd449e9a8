import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedOutFlagKey, setLoggedOutFlag } from '../src/auth/loggedOutFlag';
import { useLoggedOutElsewhere } from '../src/auth/useLoggedOutElsewhere';

afterEach(() => window.localStorage.clear());

describe('useLoggedOutElsewhere', () => {
  it('leaves when another tab logs out', () => {
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave));
    expect(leave).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: loggedOutFlagKey, newValue: String(Date.now()) }),
      );
    });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('leaves on mount when the logout came while this page was loading (before its listener)', () => {
    setLoggedOutFlag();
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('stays on mount when the logout came before this page began loading', () => {
    window.localStorage.setItem(loggedOutFlagKey, String(performance.timeOrigin - 60_000));
    const leave = vi.fn();
    renderHook(() => useLoggedOutElsewhere(leave));
    expect(leave).not.toHaveBeenCalled();
  });
});
