import { useColourMode } from '@portal/widgets';
import { useEffect, useRef } from 'react';

/**
 * Keeps `<html data-colour-mode>` (set before first paint by the inline colour-mode script) in step with the
 * player's choice. The first value is left alone: the colour-mode script already applied it, and the first
 * frame of a hydrated page is the build's default, not the player's.
 */
export function useDocumentColourMode(): void {
  const { resolved } = useColourMode();
  const first = useRef<string | null>(resolved);
  useEffect(() => {
    if (first.current === resolved) return;
    first.current = null;
    document.documentElement.setAttribute('data-colour-mode', resolved);
  }, [resolved]);
}
