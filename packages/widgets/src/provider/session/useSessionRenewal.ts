import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionRenewal } from './sessionRenewal';

/** The provider's renewal store; null outside a provider that has one (the session then ends on a 401). */
export const SessionRenewalContext = createContext<SessionRenewal | null>(null);

/** The provider's renewal store, or null. */
export function useSessionRenewal(): SessionRenewal | null {
  return useContext(SessionRenewalContext);
}

const never = () => () => {};

/** Whether the session is suspended while the player logs in again over the page. */
export function useSessionSuspended(): boolean {
  const renewal = useSessionRenewal();
  return useSyncExternalStore(
    renewal?.subscribe ?? never,
    () => renewal?.suspended() ?? false,
    () => false,
  );
}

/** Whether another player signed in elsewhere (another tab, another site's element) and the page was started afresh. */
export function useSignedInElsewhere(): boolean {
  const renewal = useSessionRenewal();
  return useSyncExternalStore(
    renewal?.subscribe ?? never,
    () => renewal?.signedInElsewhere() ?? false,
    () => false,
  );
}
