import { createContext, useContext } from 'react';

const Prerendered = createContext(false);

/** Provides whether this render continues a pre-rendered page (at build time, or hydrating it). */
export const PrerenderedProvider = Prerendered.Provider;

/**
 * Whether the page was pre-rendered: its first frame must then match the build's, which knew no
 * session, so a layout that waits for the user shows the public frame meanwhile instead of nothing.
 */
export function usePrerendered(): boolean {
  return useContext(Prerendered);
}

const TitleSink = createContext<((title: string) => void) | null>(null);

/** At build time, receives each page's document title as it renders (effects never run there). */
export const DocumentTitleSink = TitleSink.Provider;

/** The build's title sink, when rendering at build time. */
export function useDocumentTitleSink(): ((title: string) => void) | null {
  return useContext(TitleSink);
}
