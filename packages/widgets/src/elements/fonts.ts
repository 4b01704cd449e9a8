/** One file of the widgets' font, served by the portal's origin. */
export interface EmbedFont {
  /** The woff2 file's absolute URL. */
  url: string;
  /** `400`, `600` or `700`. */
  weight: string;
  /** The subset's unicode-range, so the browser only loads what the text needs. */
  unicodeRange?: string;
}

/** The family name the design tokens ask for. */
export const fontFamily = 'Be Vietnam Pro';

let registered = false;

/**
 * Registers the font in the page's document (Chrome ignores `@font-face` inside a shadow root), once; through the
 * FontFace API, so no stylesheet is added to the page. The browser loads a file only when text needs it.
 */
export function registerFonts(fonts: readonly EmbedFont[]): void {
  if (registered || fonts.length === 0) return;
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  registered = true;
  for (const font of fonts) {
    const face = new FontFace(fontFamily, `url(${JSON.stringify(font.url)}) format("woff2")`, {
      weight: font.weight,
      style: 'normal',
      display: 'swap',
      ...(font.unicodeRange ? { unicodeRange: font.unicodeRange } : {}),
    });
    document.fonts.add(face);
  }
}
