export { PortalProvider, type PortalProviderProps } from './PortalProvider';
export { useColourMode, useLocale, usePortalRoot, useTranslate } from './hooks';
export { createPortalContext } from './createPortalContext';
export type { ColourModeState } from './useColourModeState';
