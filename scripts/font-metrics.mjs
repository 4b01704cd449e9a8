// Reads the vertical metrics and advance widths of a font file (TrueType or WOFF2) and computes the
// metric overrides of a fallback face, as Next.js and capsize do: size-adjust = the web font's average
// character width / the fallback's, then each vertical metric / (unitsPerEm × size-adjust).
// `node scripts/font-metrics.mjs` prints the values for Be Vietnam Pro 400 over Arial (measured on Liberation
// Sans, which has Arial's metrics and widths); packages/widgets/src/theme/fallbackFont.ts keeps them, and
// scripts/font-metrics.test.mjs checks them against
// the web font's own file (no system font needed) with Arial's average width kept there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const knownTags = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post'];

/** The tables of a TrueType or WOFF2 file (WOFF2's glyf/loca stay transformed: only the metrics tables are read). */
export function readTables(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = bytes.subarray(0, 4).toString('latin1');
  const tables = new Map();
  if (signature !== 'wOF2') {
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const tag = bytes.subarray(at, at + 4).toString('latin1');
      const offset = view.getUint32(at + 8);
      tables.set(tag, bytes.subarray(offset, offset + view.getUint32(at + 12)));
    }
    return tables;
  }
  const count = view.getUint16(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = bytes[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries = [];
  for (let i = 0; i < count; i++) {
    const flags = bytes[at++];
    const index = flags & 0x3f;
    let tag = knownTags[index] ?? `#${index}`;
    if (index === 63) {
      tag = bytes.subarray(at, at + 4).toString('latin1');
      at += 4;
    }
    const version = flags >> 6;
    const length = base128();
    const transformed = index === 10 || index === 11 ? version === 0 : version !== 0;
    entries.push({ tag, length: transformed ? base128() : length });
  }
  const data = brotliDecompressSync(bytes.subarray(at, at + view.getUint32(20)));
  let offset = 0;
  for (const entry of entries) {
    tables.set(entry.tag, data.subarray(offset, offset + entry.length));
    offset += entry.length;
  }
  return tables;
}

const dataView = (table) => new DataView(table.buffer, table.byteOffset, table.byteLength);

/** Code point to glyph id, from the cmap's format 4 subtable. */
function glyphMap(cmap) {
  const view = dataView(cmap);
  const map = new Map();
  for (let i = 0; i < view.getUint16(2); i++) {
    const offset = view.getUint32(4 + i * 8 + 4);
    if (view.getUint16(offset) !== 4) continue;
    const segments = view.getUint16(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const start = view.getUint16(starts + s * 2);
      const end = view.getUint16(ends + s * 2);
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(ranges + s * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const at = ranges + s * 2 + rangeOffset + (code - start) * 2;
          glyph = view.getUint16(at);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
    return map;
  }
  return map;
}

/** unitsPerEm, hhea's ascender/descender/lineGap, and the advance width of each code point the font maps. */
export function fontMetrics(bytes) {
  const tables = readTables(bytes);
  const head = dataView(tables.get('head'));
  const hhea = dataView(tables.get('hhea'));
  const hmtx = dataView(tables.get('hmtx'));
  const longMetrics = hhea.getUint16(34);
  const advanceOf = (glyph) => hmtx.getUint16(Math.min(glyph, longMetrics - 1) * 4);
  const advances = new Map();
  for (const [code, glyph] of glyphMap(tables.get('cmap'))) advances.set(code, advanceOf(glyph));
  return {
    unitsPerEm: head.getUint16(18),
    ascent: hhea.getInt16(4),
    descent: hhea.getInt16(6),
    lineGap: hhea.getInt16(8),
    advances,
  };
}

/** The average advance (in em) of `text`'s letters, each accented letter counted as its base letter. */
export function averageWidth(metrics, text) {
  let total = 0;
  let count = 0;
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '')) {
    const advance = metrics.advances.get(char.codePointAt(0));
    if (advance === undefined) continue;
    total += advance;
    count++;
  }
  return total / count / metrics.unitsPerEm;
}

/** The fallback face's overrides, as CSS percentages with two decimals. */
export function fallbackOverrides(web, fallback, text) {
  const sizeAdjust = averageWidth(web, text) / averageWidth(fallback, text);
  const percent = (value) =>
    `${((Math.abs(value) / web.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  return {
    sizeAdjust: `${(sizeAdjust * 100).toFixed(2)}%`,
    ascentOverride: percent(web.ascent),
    descentOverride: percent(web.descent),
    lineGapOverride: percent(web.lineGap),
  };
}

/** The widgets' vi-VN texts (read from the catalogue's sources: the quoted strings), the sample the widths average over. */
export function catalogueText(root = process.cwd()) {
  const dir = join(root, 'packages/widgets/src/i18n/vi-VN');
  // The texts of the files auth, account, history, ui and validation were before issues 19 and 18 split them by
  // widget (the sample the fallback's figures were measured over).
  const files = [
    ...['authRegister', 'authRecovery', 'authPassword', 'authVerify'],
    'common',
    ...['account', 'languageNames'],
    'payment',
    ...['history', 'giftCodes'],
    ...['ui', 'uiExamples'],
    ...['validation', 'validationRules'],
  ];
  return files
    .map((name) => readFileSync(join(dir, `${name}.ts`), 'utf8'))
    .flatMap((source) => [...source.matchAll(/:\s*'([^']*)'/g)].map((m) => m[1]))
    .join(' ')
    .replace(/\{\w+\}/g, '');
}

/** Be Vietnam Pro 400 (latin subset), from the package's own woff2 (the same bytes on every machine). */
export function beVietnamPro(root = process.cwd()) {
  const require = createRequire(join(root, 'packages/widgets/package.json'));
  const source = dirname(require.resolve('@fontsource/be-vietnam-pro/package.json'));
  return fontMetrics(readFileSync(join(source, 'files/be-vietnam-pro-latin-400-normal.woff2')));
}

/** Liberation Sans (Arial's metrics and widths), a system font: only `node scripts/font-metrics.mjs` reads it. */
const liberationSans = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

/** Be Vietnam Pro 400 over Liberation Sans, and Arial's average width over the catalogue (kept beside the values). */
export function beVietnamProFallback(root = process.cwd()) {
  const text = catalogueText(root);
  const arial = fontMetrics(readFileSync(liberationSans));
  return {
    ...fallbackOverrides(beVietnamPro(root), arial, text),
    fallbackAverageEm: Number(averageWidth(arial, text).toFixed(5)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(beVietnamProFallback());
}
