import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createPortalClient, type PortalClient } from '../api';
import { PortalProvider } from '../provider';
import { ElementRoot } from './ElementRoot';
import { withSessionCookie } from './withSessionCookie';
import { getMounts, subscribeMounts, type Mount } from './store';

const clients = new Map<string, PortalClient>();

/** One client per API URL for the whole page. */
function clientFor(apiUrl: string): PortalClient {
  let client = clients.get(apiUrl);
  if (!client) {
    client = withSessionCookie(createPortalClient({ baseURL: apiUrl }));
    clients.set(apiUrl, client);
  }
  return client;
}

/** The page's elements grouped by API URL, in the order they came. */
function groupByApi(mounts: readonly Mount[]): Map<string, Mount[]> {
  const groups = new Map<string, Mount[]>();
  for (const mount of mounts) {
    const group = groups.get(mount.settings.apiUrl) ?? [];
    group.push(mount);
    groups.set(mount.settings.apiUrl, group);
  }
  return groups;
}

/**
 * The one React tree of the page: one PortalProvider (client, session, data cache) per API URL, and each element's
 * widget portalled into its own shadow root, so logging in or out in one element updates the others at once.
 */
export function Hub() {
  const mounts = useSyncExternalStore(subscribeMounts, getMounts, getMounts);
  return [...groupByApi(mounts)].map(([apiUrl, group]) => (
    <PortalProvider key={apiUrl} client={clientFor(apiUrl)}>
      {group.map((mount) =>
        createPortal(<ElementRoot mount={mount} />, mount.container, String(mount.id)),
      )}
    </PortalProvider>
  ));
}
