// The font files of the embed, served by the portal's origin (hashed under /assets): the package's two weights
// (400, 600), one file each holding every character the widgets draw (scripts/build-fonts.mjs). No unicode-range:
// each file covers all of the text, and a character it lacks falls back per glyph either way.
import regular from '@portal/widgets/fonts/be-vietnam-pro-400.woff2?url';
import semiBold from '@portal/widgets/fonts/be-vietnam-pro-600.woff2?url';
import type { EmbedFont } from '@portal/widgets/elements';

/** Be Vietnam Pro with absolute URLs on the portal's origin (the page that loads the embed is elsewhere). */
export const embedFonts: EmbedFont[] = [
  { url: new URL(regular, import.meta.url).href, weight: '400' },
  { url: new URL(semiBold, import.meta.url).href, weight: '600' },
];
