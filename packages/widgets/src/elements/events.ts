import type { CardSettled } from '../widgets/TopupPanel';

/** The events the elements dispatch (bubbling and composed, so the page hears them outside the shadow root). */
export interface PortalElementEvents {
  'portal:login': { username: string };
  'portal:logout': null;
  'portal:topup': CardSettled;
}

/** Dispatches `name` on the element `host`, out of its shadow root. */
export function dispatchPortalEvent<Name extends keyof PortalElementEvents>(
  host: HTMLElement,
  name: Name,
  detail: PortalElementEvents[Name],
): void {
  host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}
