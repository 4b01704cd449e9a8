/** What the player chose: dark (the default), light, or follow the system. */
export type ColourMode = 'dark' | 'light' | 'system';

/** What is actually painted. */
export type ResolvedColourMode = 'dark' | 'light';

/** The localStorage key of the player's choice (read before first paint by the portal's inline colour-mode script). */
export const colourModeStorageKey = 'portal-colour-mode';

/** The media query that tells whether the system prefers light. */
export const prefersLightQuery = '(prefers-color-scheme: light)';

/** The colour modes, in the order a switch offers them. */
export const colourModes: readonly ColourMode[] = ['dark', 'light', 'system'];

/** True for a value that is one of the colour modes. */
export function isColourMode(value: unknown): value is ColourMode {
  return value === 'dark' || value === 'light' || value === 'system';
}

/** The stored choice, or `fallback` when nothing valid is stored or storage is unavailable. */
export function readStoredColourMode(fallback: ColourMode): ColourMode {
  try {
    const stored = window.localStorage.getItem(colourModeStorageKey);
    return isColourMode(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** Stores the choice; a browser that refuses storage keeps the choice for this page only. */
export function storeColourMode(mode: ColourMode): void {
  try {
    window.localStorage.setItem(colourModeStorageKey, mode);
  } catch {
    // Private modes may refuse storage: the choice still applies until the page is closed.
  }
}

/** Resolves `system` against the current system preference. */
export function resolveColourMode(
  mode: ColourMode,
  systemPrefersLight: boolean,
): ResolvedColourMode {
  if (mode === 'system') return systemPrefersLight ? 'light' : 'dark';
  return mode;
}
