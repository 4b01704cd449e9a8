import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPortalClient } from '../../api';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { dataOf, userOf } from '../../../test/queryResults';
import { PortalProvider } from '../PortalProvider';
import { createSessionRenewal } from '../session/sessionRenewal';
import { useTransactions } from './queries';
import { isSessionGone, sessionGone } from './sessionGone';
import { useUser } from './useUser';

const sim = setupSimulator();

function wrapper({ children }: { children: ReactNode }) {
  return createElement(PortalProvider, {
    client: createPortalClient({ baseURL: simulatorURL }),
    children,
  });
}

const failure = (statusCode: number) =>
  new ApiError({ kind: 'http', statusCode, message: 'x', messageKey: 'api.error.request' });

describe('a session found gone (sessionGone, the one rule of a 401)', () => {
  it('is a 401, and only a 401', () => {
    expect(isSessionGone(failure(401))).toBe(true);
    expect(isSessionGone(failure(419))).toBe(false);
    expect(isSessionGone(failure(403))).toBe(false);
    expect(isSessionGone(new Error('401'))).toBe(false);
  });

  it('ends the session once where no renewal dialog is hosted', async () => {
    let ended = false;
    const session = { ended: () => ended, end: vi.fn(() => void (ended = true)) };
    await expect(sessionGone(session, null)).resolves.toBe('ended');
    await expect(sessionGone(session, createSessionRenewal())).resolves.toBe('ended');
    expect(session.end).toHaveBeenCalledTimes(1);
  });

  it('suspends it instead where a renewal dialog is hosted', async () => {
    const session = { ended: () => false, end: vi.fn() };
    const renewal = createSessionRenewal();
    renewal.host();
    await expect(sessionGone(session, renewal)).resolves.toBe('suspended');
    expect(renewal.suspended()).toBe(true);
    expect(session.end).not.toHaveBeenCalled();
  });

  it("GET /api/me finding no one under a player on screen ends the session as any 401 does: the player's data goes too", async () => {
    sim.signIn('demo');
    const { result } = renderHook(() => ({ user: useUser(), history: useTransactions() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.history.status).toBe('ready'));
    expect(userOf(result.current.user)?.username).toBe('demo');

    sim.simulator.reset(); // the server forgets the session
    await act(async () => {
      await result.current.user.reload();
    });

    await waitFor(() => expect(userOf(result.current.user)).toBe(null));
    // Before, only the user went: the history of the player who left stayed in the cache.
    expect(dataOf(result.current.history)).toBeUndefined();
  });
});
