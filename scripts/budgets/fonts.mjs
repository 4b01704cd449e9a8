// The font files a page's text needs on first view: its @font-face rules and their unicode-ranges.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileOf } from './pageAssets.mjs';

/** Parses `U+0000-00FF,U+0131,U+4??` into [[0, 255], [305, 305], [1024, 1279]]. */
export function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(end.replace(/\?/g, 'F'), 16)];
  });
}

/** The `@font-face` rules of a stylesheet: family, weight, the first url() and the unicode-range. */
export function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const url = body.match(/url\(\s*["']?([^"')]+)["']?\s*\)/)?.[1];
    if (!url) return [];
    const range = body.match(/unicode-range:\s*([^;]+)/)?.[1];
    return [
      {
        family: body.match(/font-family:\s*["']?([^"';]+)["']?/)?.[1] ?? '',
        weight: body.match(/font-weight:\s*(\d+)/)?.[1] ?? '400',
        url,
        ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
      },
    ];
  });
}

/**
 * The faces a text needs in the given weights: for each character, the browser looks for a face whose
 * unicode-range holds it, the face declared last first (CSS Fonts 4, "composite fonts").
 */
export function facesForText(faces, text, weights) {
  const needed = new Set();
  for (const weight of weights) {
    const candidates = faces.filter((face) => face.weight === String(weight)).reverse();
    for (const char of new Set(text.replace(/\s/g, ''))) {
      const code = char.codePointAt(0);
      const face = candidates.find((f) => f.ranges.some(([a, b]) => code >= a && code <= b));
      if (face) needed.add(face);
    }
  }
  return [...needed];
}

/** The visible text of an HTML page's body (tags, scripts and styles stripped). */
export function bodyText(html) {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '';
  return body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The size (bytes, not gzipped: woff2 is compressed already) of each font file a page needs on first view. */
export function firstViewFonts(root, stylesheets, preloads, text, weights) {
  const paths = new Set(preloads);
  for (const sheet of stylesheets) {
    const css = readFileSync(fileOf(root, sheet), 'utf8');
    for (const face of facesForText(fontFaces(css), text, weights)) {
      paths.add(face.url.startsWith('/') ? face.url : posix.join(posix.dirname(sheet), face.url));
    }
  }
  const files = [...paths].map((path) => ({
    path,
    bytes: readFileSync(fileOf(root, path)).length,
  }));
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}
