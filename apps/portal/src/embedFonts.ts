// The font files of the embed, served by the portal's origin (hashed under /assets): two weights (400, 600) and the
// two subsets Vietnamese text draws from (latin for the base letters, vietnamese for the rest), like the package's
// fonts.css. Vietnamese letters are all in the vietnamese subset, so latin-ext is never needed.
import latin400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2?url';
import latin600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-600-normal.woff2?url';
import vietnamese400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2?url';
import vietnamese600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-600-normal.woff2?url';
import type { EmbedFont } from '@portal/widgets/elements';

const ranges = {
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};

const files: [string, string, string][] = [
  [vietnamese400, '400', ranges.vietnamese],
  [vietnamese600, '600', ranges.vietnamese],
  [latin400, '400', ranges.latin],
  [latin600, '600', ranges.latin],
];

/** Be Vietnam Pro's subsets with absolute URLs on the portal's origin (the page that loads the embed is elsewhere). */
export const embedFonts: EmbedFont[] = files.map(([url, weight, unicodeRange]) => ({
  url: new URL(url, import.meta.url).href,
  weight,
  unicodeRange,
}));
