import type { CardSettled } from '../widgets/TopupPanel';

/** Who signed in, as `portal:login` tells the page: no more of the account than a greeting needs. */
export interface PortalElementUser {
  username: string;
  /** The full name in the Vietnamese order, or the username when the player gave no name (`displayName`). */
  displayName: string;
}

/** The events the elements dispatch (bubbling and composed, so the page hears them outside the shadow root). */
export interface PortalElementEvents {
  'portal:login': { user: PortalElementUser };
  'portal:logout': null;
  'portal:topup': CardSettled;
}

/** The elements' events as the DOM hands them to a listener: a `CustomEvent` with each one's `detail`. */
export type PortalElementEventMap = {
  [Name in keyof PortalElementEvents]: CustomEvent<PortalElementEvents[Name]>;
};

// The events bubble out of the element and its shadow root: the element, the document and the window hear them, and
// `addEventListener('portal:login', (event) => event.detail.user)` type-checks on each without a cast.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PortalElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends PortalElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends PortalElementEventMap {}
  // `document.querySelector('portal-topup')` is an HTMLElement, whose listeners know the events above.
  interface HTMLElementTagNameMap {
    'portal-login': HTMLElement;
    'portal-topup': HTMLElement;
  }
}

/** Dispatches `name` on the element `host`, out of its shadow root. */
export function dispatchPortalEvent<Name extends keyof PortalElementEvents>(
  host: HTMLElement,
  name: Name,
  detail: PortalElementEvents[Name],
): void {
  host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}
