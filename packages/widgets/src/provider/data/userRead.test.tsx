import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../api';
import { recordRequests } from '../../../test/requests';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { useLogin } from './sessionMutations';
import { useUser } from './useUser';

const sim = setupSimulator();

function Player({ name }: { name: string }) {
  const user = useUser();
  return (
    <p>
      {name}: {user.status === 'signedIn' ? user.user.username : user.status}
    </p>
  );
}

const controls = { login: async () => {} };
/** A login page with the user's query mounted, then the page its redirect mounts: a query of the user of its own. */
function Pages() {
  const login = useLogin();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    controls.login = async () => {
      await login({ username: 'demo', password: 'Demo@2026', remember: false });
      setAfter(true);
    };
  }, [login]);
  return after ? <Player name="gate" /> : <Player name="login page" />;
}

describe("the user read by a login (swr's dedupingInterval, not a cache of the transport's)", () => {
  it('serves the query mounted just after it: one GET /api/me', async () => {
    render(
      <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
        <Pages />
      </PortalProvider>,
    );
    await screen.findByText('login page: signedOut');
    // Past the dedupe of the login page's own read: only the login's read can serve the next mount.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });
    await act(async () => {
      await controls.login();
    });
    await screen.findByText('gate: demo');
    // Long enough for a mount's revalidation (swr delays it a frame when data is there) to have gone out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads.paths()).toEqual(['/api/me']);
  }, 15_000);
});
