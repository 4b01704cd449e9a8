import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { useSessionRenewal } from './useSessionRenewal';

const never = () => () => {};

/**
 * Everything below belongs to the player on screen: when another player logs in over the page (the renewal dialog,
 * after the session ended), it is mounted afresh, so every form of the page (the card, the recharge's server and
 * amount, the upgrade's server, the gift list's claims, an open account dialog) starts empty instead of keeping the
 * previous player's choice for a press that would spend the new player's KP. The same player logging in again keeps
 * everything as typed. PortalRoot puts it around every widget, in the provider and in each custom element.
 */
export function AccountScope({ children }: { children?: ReactNode }) {
  const renewal = useSessionRenewal();
  const generation = useSyncExternalStore(
    renewal?.subscribe ?? never,
    () => renewal?.accountChanges() ?? 0,
    () => 0,
  );
  return <Fragment key={generation}>{children}</Fragment>;
}
