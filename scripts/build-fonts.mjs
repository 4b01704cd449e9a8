// Builds the opt-in font entry of @portal/widgets (`import '@portal/widgets/fonts.css'`): Be Vietnam Pro (SIL Open
// Font License 1.1) in the two weights the widgets use, 400 and 600, one woff2 file each, cut from the family's full
// TrueType files (@expo-google-fonts/be-vietnam-pro) by HarfBuzz (subset-font) to the characters the portal draws
// (scripts/fonts/characters.mjs), without hinting (woff2 at phone sizes renders the same without it); and the
// metric-matched fallback. The files land in dist/fonts/, where the portal's embed takes them too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { catalogueText, fontCharacters, unicodeRange } from './fonts/characters.mjs';

const fallback = JSON.parse(readFileSync('packages/widgets/src/theme/fallbackFont.json', 'utf8'));
const require = createRequire(join(process.cwd(), 'package.json'));
const source = dirname(require.resolve('@expo-google-fonts/be-vietnam-pro/package.json'));
const dist = 'packages/widgets/dist';
const fontWeights = { 400: '400Regular', 600: '600SemiBold' };
// Each face shows only if it is there at once (font-display: optional), else the page keeps its fallback and a later
// page has the face from the cache: nothing painted moves. 400 is preloaded, so it is nearly always there; its
// metric-matched fallback takes about the same room, but a swap still re-wrapped a paragraph now and then (a layout
// shift of 0.013 on /recovery at 360 px). 600 is not preloaded (the first view never waits for it), and its fallback
// is Arial's bold, whose widths differ.
const fontDisplay = { 400: 'optional', 600: 'optional' };

const codes = fontCharacters(catalogueText());
const text = String.fromCodePoint(...codes);
const range = unicodeRange(codes);

mkdirSync(join(dist, 'fonts'), { recursive: true });
const rules = [];
const sizes = [];
for (const [weight, style] of Object.entries(fontWeights)) {
  const full = readFileSync(join(source, style, `BeVietnamPro_${style}.ttf`));
  const woff2 = await subsetFont(full, text, { targetFormat: 'woff2', noHinting: true });
  const name = `be-vietnam-pro-${weight}.woff2`;
  writeFileSync(join(dist, 'fonts', name), woff2);
  sizes.push(`${name} ${woff2.length} bytes`);
  rules.push(`@font-face {
  font-family: 'Be Vietnam Pro';
  font-style: normal;
  font-display: ${fontDisplay[weight]};
  font-weight: ${weight};
  src: url('./fonts/${name}') format('woff2');
  unicode-range: ${range};
}
`);
}
// Arial resized to Be Vietnam Pro's widths and vertical metrics (src/theme/fallbackFont.json): a page drawn without
// the web font (it came too late) looks as close to it as Arial can.
rules.push(`/* ${fallback.family}: Arial with Be Vietnam Pro's metrics */
@font-face {
  font-family: '${fallback.family}';
  src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${fallback.sizeAdjust};
  ascent-override: ${fallback.ascentOverride};
  descent-override: ${fallback.descentOverride};
  line-gap-override: ${fallback.lineGapOverride};
}
`);
writeFileSync(
  join(dist, 'fonts.css'),
  `/* Be Vietnam Pro (SIL Open Font License 1.1): 400 and 600, each cut to the ${codes.length} characters of ASCII, Vietnamese and the catalogues; and its metric-matched fallback. */\n${rules.join('\n')}`,
);
console.log(`fonts.css: ${rules.length} faces (${sizes.join(', ')}; ${codes.length} characters)`);
