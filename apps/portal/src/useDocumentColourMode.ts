import { useColourMode } from '@portal/widgets';
import { useEffect } from 'react';

/** Keeps `<html data-colour-mode>` (set before first paint by colour-mode.js) in step with the player's choice. */
export function useDocumentColourMode(): void {
  const { resolved } = useColourMode();
  useEffect(() => {
    document.documentElement.setAttribute('data-colour-mode', resolved);
  }, [resolved]);
}
