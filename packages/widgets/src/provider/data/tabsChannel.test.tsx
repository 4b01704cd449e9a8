import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../api';
import { recordRequests } from '../../../test/requests';
import { renderWithPortal } from '../../../test/renderWithPortal';
import { setupSimulator, simulatorURL } from '../../../test/simulator';
import { PortalProvider } from '../PortalProvider';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { useLogout } from './sessionMutations';
import { useUser } from './useUser';
import { loggedOutMessage, tabsChannelName, useLoggedOutInOtherTab } from './tabsChannel';

const sim = setupSimulator();

/** An embed's tab: a provider and its widgets, no host app; `left` is what a host would do on another tab's logout. */
function EmbedTab({ left }: { left: () => void }) {
  const user = useUser();
  useLoggedOutInOtherTab(left);
  return <p>người chơi: {user.status === 'signedIn' ? user.user.username : user.status}</p>;
}

/** The tab where the player logs out. */
function LoggingOutTab() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Đăng xuất
    </button>
  );
}

/** Listens on the channel as a third tab would. */
function listenAsAnotherTab() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(tabsChannelName(simulatorURL));
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { heard, close: () => channel.close() };
}

let listener: ReturnType<typeof listenAsAnotherTab> | undefined;
afterEach(() => {
  listener?.close();
  listener = undefined;
});

describe("the tabs' channel", () => {
  describe('after a logout in another tab', () => {
    it('an embed tab (a provider without the host app) ends its session at once, asking nothing', async () => {
      sim.signIn('demo');
      const left = vi.fn();
      const embed = renderWithPortal(<EmbedTab left={left} />);
      const other = renderWithPortal(<LoggingOutTab />, {
        client: createPortalClient({ baseURL: simulatorURL }),
      });
      await within(embed.container).findByText('người chơi: demo');
      await within(other.container).findByRole('button', { name: 'Đăng xuất' });
      listener = listenAsAnotherTab();
      const reads = recordRequests(sim, { method: 'GET', path: '/api/me' });

      await other.user.click(within(other.container).getByRole('button', { name: 'Đăng xuất' }));

      // Before, the embed heard a logout only at its next 401 (the host's flag was the portal's alone).
      await waitFor(() =>
        expect(within(embed.container).getByText('người chơi: signedOut')).toBeVisible(),
      );
      expect(left).toHaveBeenCalledTimes(1);
      expect(reads.requests).toEqual([]);
      // The message says only that the session ended: no account.
      expect(listener.heard).toEqual([loggedOutMessage]);
      expect(loggedOutMessage).toEqual({ type: 'portal:logged-out' });
    });

    it('a renewal dialog open over the page closes: the session ended on purpose', async () => {
      sim.signIn('demo');
      const tab = renderHook(() => ({ user: useUser(), renewal: useSessionRenewal() }), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <PortalProvider client={createPortalClient({ baseURL: simulatorURL })}>
            {children}
          </PortalProvider>
        ),
      });
      await waitFor(() => expect(tab.result.current.user.status).toBe('signedIn'));
      const renewal = tab.result.current.renewal;
      act(() => {
        renewal?.host();
        renewal?.suspend();
      });
      const channel = new BroadcastChannel(tabsChannelName(simulatorURL));
      try {
        channel.postMessage(loggedOutMessage);
        await waitFor(() => expect(tab.result.current.user.status).toBe('signedOut'));
        expect(renewal?.suspended()).toBe(false);
      } finally {
        channel.close();
      }
    });

    it('a tab that shows no player has nothing to end, and its host still hears it', async () => {
      const left = vi.fn();
      renderWithPortal(<EmbedTab left={left} />);
      await screen.findByText('người chơi: signedOut');
      const channel = new BroadcastChannel(tabsChannelName(simulatorURL));
      try {
        channel.postMessage(loggedOutMessage);
        await waitFor(() => expect(left).toHaveBeenCalledTimes(1));
        expect(screen.getByText('người chơi: signedOut')).toBeVisible();
      } finally {
        channel.close();
      }
    });
  });
});
