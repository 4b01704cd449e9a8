import { useCallback, useState, useSyncExternalStore } from 'react';
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

const noSubscription = () => () => {};

/**
 * Holds the colour mode: the stored choice wins over `initial`; `system` follows the system live.
 * A server render, and the first frame of hydrating it, use `initial` (the server knows no
 * storage), then the stored choice applies, so hydration never mismatches.
 */
export function useColourModeState(initial: ColourMode): ColourModeState {
  const stored = useSyncExternalStore(
    noSubscription,
    () => readStoredColourMode(initial),
    () => initial,
  );
  const [chosen, setChosen] = useState<ColourMode | null>(null);
  const systemPrefersLight = useSystemPrefersLight();
  const setMode = useCallback((next: ColourMode) => {
    storeColourMode(next);
    setChosen(next);
  }, []);
  const mode = chosen ?? stored;
  return { mode, resolved: resolveColourMode(mode, systemPrefersLight), setMode };
}
