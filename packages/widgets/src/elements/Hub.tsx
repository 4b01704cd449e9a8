import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createPortalTransport, type PortalTransport } from '../api';
import type { MessageOverrides } from '../i18n';
import { PortalProvider, type PortalErrorHandler } from '../provider';
import { ElementRoot } from './ElementRoot';
import { withSessionCookie } from './withSessionCookie';
import { getMounts, subscribeMounts, type Mount } from './store';

const transports = new Map<string, PortalTransport>();

/** One transport per API URL for the whole page (no client object: each element carries only the calls it makes). */
function transportFor(apiUrl: string): PortalTransport {
  let transport = transports.get(apiUrl);
  if (!transport) {
    transport = withSessionCookie(createPortalTransport({ baseURL: apiUrl }));
    transports.set(apiUrl, transport);
  }
  return transport;
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

/** What {@link Hub} hands every PortalProvider: the host's texts and error handler (`defineElements`' options). */
export interface HubProps {
  messages?: MessageOverrides;
  onError?: PortalErrorHandler;
}

/**
 * The one React tree of the page: one PortalProvider (client, session, data cache) per API URL, and each element's
 * widget portalled into its own shadow root, so logging in or out in one element updates the others at once.
 */
export function Hub({ messages, onError }: HubProps) {
  const mounts = useSyncExternalStore(subscribeMounts, getMounts, getMounts);
  return [...groupByApi(mounts)].map(([apiUrl, group]) => (
    <PortalProvider
      key={apiUrl}
      client={transportFor(apiUrl)}
      messages={messages}
      onError={onError}
    >
      {group.map((mount) =>
        createPortal(<ElementRoot mount={mount} />, mount.container, String(mount.id)),
      )}
    </PortalProvider>
  ));
}
