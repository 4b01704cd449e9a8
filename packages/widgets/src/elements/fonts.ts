import fallback from '../theme/fallbackFont.json';

/** One file of the widgets' font, served by the portal's origin. */
export interface EmbedFont {
  /** The woff2 file's absolute URL. */
  url: string;
  /** `400` or `600` (the two weights the widgets use). */
  weight: string;
  /** The subset's unicode-range, so the browser only loads what the text needs. */
  unicodeRange?: string;
}

/** The family name the design tokens ask for. */
export const fontFamily = 'Be Vietnam Pro';

let registered = false;

/** Arial with Be Vietnam Pro's metrics, drawn until the web font arrives, so the swap moves nothing. */
function fallbackFace(): FontFace {
  // TypeScript's DOM types lack size-adjust (every browser we target reads it).
  const descriptors: FontFaceDescriptors & { sizeAdjust: string } = {
    sizeAdjust: fallback.sizeAdjust,
    ascentOverride: fallback.ascentOverride,
    descentOverride: fallback.descentOverride,
    lineGapOverride: fallback.lineGapOverride,
  };
  const sources = fallback.local.map((name) => `local("${name}")`).join(', ');
  return new FontFace(fallback.family, sources, descriptors);
}

/**
 * Registers the font and its metric-matched fallback in the page's document (Chrome ignores `@font-face` inside a
 * shadow root), once; through the FontFace API, so no stylesheet is added to the page. The browser loads a file
 * only when text needs it.
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
  document.fonts.add(fallbackFace());
}
