import { useSyncExternalStore } from 'react';
import { prefersLightQuery } from '../theme';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(prefersLightQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function read(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(prefersLightQuery).matches;
}

/** Whether the system prefers a light scheme, following changes live. */
export function useSystemPrefersLight(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
