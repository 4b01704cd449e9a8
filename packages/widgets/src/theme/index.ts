export {
  colourModes,
  colourModeStorageKey,
  isColourMode,
  prefersLightQuery,
  readStoredColourMode,
  resolveColourMode,
  storeColourMode,
  type ColourMode,
  type ResolvedColourMode,
} from './colourMode';
