import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { createSessionRenewal } from '../session/sessionRenewal';
import { useTransactions } from './queries';
import { useUser } from './useUser';
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

  it('leaves the session alone for other failures, and reports them', () => {
    const session = { ended: () => false, end: vi.fn() };
    const report = vi.fn();
    const onLoadError = reportLoadErrors(report, session);
    onLoadError(failure(403));
    onLoadError(new Error('x'));
    expect(session.end).not.toHaveBeenCalled();
    expect(report.mock.calls).toEqual([
      [failure(403), 'load'],
      [new Error('x'), 'load'],
    ]);
  });

  it('ends the session on a 401, unreported, once', () => {
    let ended = false;
    const session = { ended: () => ended, end: vi.fn(() => void (ended = true)) };
    const report = vi.fn();
    const onLoadError = reportLoadErrors(report, session);
    onLoadError(failure(401));
    onLoadError(failure(401));
    expect(session.end).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('suspends the session instead where a renewal dialog is mounted', () => {
    const session = { ended: () => false, end: vi.fn() };
    const renewal = createSessionRenewal();
    renewal.host();
    reportLoadErrors(vi.fn(), session, renewal)(failure(401));
    expect(renewal.suspended()).toBe(true);
    expect(session.end).not.toHaveBeenCalled();
  });
});
