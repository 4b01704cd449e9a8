import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedOutFlagKey, setLoggedOutFlag } from '../src/auth/loggedOutFlag';
import {
  sessionCheckAttribute,
  useSessionCheckOnReturn,
  type SessionCheck,
} from '../src/auth/useSessionCheckOnReturn';

afterEach(() => window.localStorage.clear());

/** A page transition event (`pagehide`, `pageshow`); `persisted`: the page goes into, or comes from, the cache. */
function transition(type: 'pagehide' | 'pageshow', persisted: boolean): void {
  act(() => void window.dispatchEvent(Object.assign(new Event(type), { persisted })));
}

const hidden = () => document.documentElement.hasAttribute(sessionCheckAttribute);

/** The check with the API's answer held until `answer` (a username, null for a 401, or an Error). */
function heldCheck() {
  let answer: (who: string | null | Error) => void = () => {};
  const check: SessionCheck = {
    signedIn: vi.fn(
      () =>
        new Promise<string | null>((resolve, reject) => {
          answer = (who) => (who instanceof Error ? reject(who) : resolve(who));
        }),
    ),
    toLogin: vi.fn(),
    reload: vi.fn(),
  };
  return { check, answer: async (who: string | null | Error) => act(async () => answer(who)) };
}

/** The page put into the back/forward cache and shown from it again. */
function awayAndBack(): void {
  transition('pagehide', true);
  transition('pageshow', true);
}

describe('useSessionCheckOnReturn', () => {
  it('hides the page as the browser keeps it, and shows it again once the API says the same player is signed in', async () => {
    const { check, answer } = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check }));
    transition('pagehide', true);
    expect(hidden()).toBe(true);
    transition('pageshow', true);
    expect(hidden()).toBe(true);
    expect(check.signedIn).toHaveBeenCalledTimes(1);
    await answer('demo');
    expect(hidden()).toBe(false);
    expect(check.toLogin).not.toHaveBeenCalled();
    expect(check.reload).not.toHaveBeenCalled();
  });

  it('has the data read again once the same player is found, never before the check nor when it fails', async () => {
    const same = heldCheck();
    const onPassed = vi.fn();
    const { unmount } = renderHook(() =>
      useSessionCheckOnReturn('demo', { check: same.check, onPassed }),
    );
    awayAndBack();
    expect(onPassed).not.toHaveBeenCalled();
    await same.answer('demo');
    expect(onPassed).toHaveBeenCalledTimes(1);
    unmount();

    const other = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check: other.check, onPassed }));
    awayAndBack();
    await other.answer(null);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('sends the player to /login at once, asking nothing, after a logout (in any tab) since the page loaded', () => {
    const { check } = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check }));
    transition('pagehide', true);
    setLoggedOutFlag();
    transition('pageshow', true);
    expect(check.toLogin).toHaveBeenCalledTimes(1);
    expect(check.signedIn).not.toHaveBeenCalled();
    expect(hidden()).toBe(true);
  });

  it('asks the API when the only logout was before the page loaded: no one signed in goes to /login, still hidden', async () => {
    window.localStorage.setItem(loggedOutFlagKey, String(performance.timeOrigin - 60_000));
    const { check, answer } = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check }));
    awayAndBack();
    await answer(null);
    expect(check.toLogin).toHaveBeenCalledTimes(1);
    expect(hidden()).toBe(true);
  });

  it('loads the page anew, still hidden, when someone else is signed in now, or the check fails', async () => {
    const other = heldCheck();
    const { unmount } = renderHook(() => useSessionCheckOnReturn('demo', { check: other.check }));
    awayAndBack();
    await other.answer('newbie');
    expect(other.check.reload).toHaveBeenCalledTimes(1);
    expect(hidden()).toBe(true);
    unmount();

    const failing = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check: failing.check }));
    awayAndBack();
    await failing.answer(new Error('offline'));
    expect(failing.check.reload).toHaveBeenCalledTimes(1);
    expect(hidden()).toBe(true);
  });

  it('leaves a page that the browser does not keep, and one loaded anew, alone', () => {
    const { check } = heldCheck();
    renderHook(() => useSessionCheckOnReturn('demo', { check }));
    transition('pagehide', false);
    transition('pageshow', false);
    expect(hidden()).toBe(false);
    expect(check.signedIn).not.toHaveBeenCalled();
  });

  it('shows the page again when it leaves the shell (no check pending any more)', () => {
    const { check } = heldCheck();
    const { unmount } = renderHook(() => useSessionCheckOnReturn('demo', { check }));
    transition('pagehide', true);
    unmount();
    expect(hidden()).toBe(false);
  });
});
