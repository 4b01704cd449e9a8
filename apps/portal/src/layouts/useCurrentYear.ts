import { useSyncExternalStore } from 'react';

declare const __PORTAL_BUILD_YEAR__: number | undefined;

/** The year the portal was built (vite.config.ts defines it), the year now where it is not defined. */
const buildYear =
  typeof __PORTAL_BUILD_YEAR__ === 'number' ? __PORTAL_BUILD_YEAR__ : new Date().getFullYear();

const noSubscription = () => () => {};
const yearNow = () => new Date().getFullYear();

/**
 * This year; a pre-rendered page and the first frame of hydrating it say the build's year (as the
 * HTML does), then this year, so a page built last December still hydrates without a mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, yearNow, () => buildYear);
}
