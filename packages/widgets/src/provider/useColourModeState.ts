import { useCallback, useState } from 'react';
import {
  readStoredColourMode,
  resolveColourMode,
  storeColourMode,
  type ColourMode,
  type ResolvedColourMode,
} from '../theme';
import { useSystemPrefersLight } from './useSystemPrefersLight';

/** The colour mode the player chose, what it resolves to now, and a setter that remembers the choice. */
export interface ColourModeState {
  mode: ColourMode;
  resolved: ResolvedColourMode;
  setMode: (mode: ColourMode) => void;
}

/** Holds the colour mode: the stored choice wins over `initial`; `system` follows the system live. */
export function useColourModeState(initial: ColourMode): ColourModeState {
  const [mode, setModeState] = useState<ColourMode>(() => readStoredColourMode(initial));
  const systemPrefersLight = useSystemPrefersLight();
  const setMode = useCallback((next: ColourMode) => {
    storeColourMode(next);
    setModeState(next);
  }, []);
  return { mode, resolved: resolveColourMode(mode, systemPrefersLight), setMode };
}
