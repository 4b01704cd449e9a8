import type { ColourMode } from '../theme';

/** The two custom elements. */
export type ElementKind = 'login' | 'topup';

/** What an element's attributes (and the defaults given to `defineElements`) say. */
export interface ElementSettings {
  apiUrl: string;
  portalUrl: string;
  colourMode: ColourMode;
}

/** One element on the page: its host, the node inside its shadow root React renders into, and its settings. */
export interface Mount {
  id: number;
  kind: ElementKind;
  host: HTMLElement;
  container: HTMLElement;
  settings: ElementSettings;
}

let mounts: readonly Mount[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Mount[]): void {
  mounts = next;
  for (const listener of listeners) listener();
}

/** Adds or replaces (same id) an element on the page. */
export function putMount(mount: Mount): void {
  publish([...mounts.filter((m) => m.id !== mount.id), mount]);
}

/** Forgets an element removed from the page. */
export function removeMount(id: number): void {
  if (mounts.some((m) => m.id === id)) publish(mounts.filter((m) => m.id !== id));
}

/** Every element on the page now, in the order they came. */
export function getMounts(): readonly Mount[] {
  return mounts;
}

/** Calls `listener` whenever elements come, go or change; returns the unsubscribe. */
export function subscribeMounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
