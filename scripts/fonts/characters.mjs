// The characters the portal's font is cut to (scripts/build-fonts.mjs): what its texts and its data draw.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Vietnamese letters beyond ASCII, lower case: a player's name or a server's may hold any of them. */
const vietnameseLetters = 'àáâãèéêìíòóôõùúýăđĩũơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ';

/**
 * What the browser's formatting writes in vi-VN (a no-break and a narrow no-break space, the đồng sign) and the
 * punctuation a server's text or a future text may use: dashes, curly quotes, the ellipsis, the bullet, times.
 */
const typography = '\u00a0\u202f₫–—‘’“”…•×';

/** The catalogues whose texts the portal and the widgets show (vi-VN only). */
export const catalogueFiles = [
  '../../packages/widgets/src/i18n/vi-VN',
  '../../apps/portal/src/i18n/appTexts.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * Every character to keep: printable ASCII (user names, codes, numbers), the Vietnamese alphabet in both cases,
 * formatting and punctuation (`typography`), and each other character that `texts` use.
 */
export function fontCharacters(texts) {
  const characters = new Set();
  for (let code = 0x20; code <= 0x7e; code += 1) characters.add(code);
  for (const character of vietnameseLetters + vietnameseLetters.toUpperCase() + typography) {
    characters.add(character.codePointAt(0));
  }
  for (const character of texts) {
    const code = character.codePointAt(0);
    // Controls and line breaks draw nothing.
    if (code >= 0xa0) characters.add(code);
  }
  return [...characters].sort((a, b) => a - b);
}

/** The code points as a CSS unicode-range, consecutive ones joined (`U+20-7E,U+C0-C3,…`). */
export function unicodeRange(codes) {
  const hex = (code) => code.toString(16).toUpperCase();
  const ranges = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

/** The catalogues' source, read as it is (the texts with their keys and comments, which are ASCII). */
export function catalogueText(paths = catalogueFiles) {
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
          .map((name) => join(path, name))
      : [path],
  );
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}
