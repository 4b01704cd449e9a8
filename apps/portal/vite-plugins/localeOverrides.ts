import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a locale file holds at least one text (an empty object overrides nothing). */
function hasTexts(file: string): boolean {
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof json === 'object' && json !== null && Object.keys(json).length > 0;
  } catch {
    // a malformed file is still fetched, so the portal logs it as spec section 7 says
    return true;
  }
}

/**
 * The locales the built portal fetches `/locales/{locale}.json` for: those with texts in
 * `public/locales` at build time, plus `VITE_LOCALE_OVERRIDES` (comma-separated, for a file
 * deployed beside the build later). Any other locale sends no request for a file that is not there.
 */
export function localesWithOverrides(publicDir: string, declared: string | undefined): string[] {
  const dir = join(publicDir, 'locales');
  const found = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json') && hasTexts(join(dir, name)))
        .map((name) => name.slice(0, -'.json'.length))
    : [];
  const listed = (declared ?? '')
    .split(',')
    .map((locale) => locale.trim())
    .filter(Boolean);
  return [...new Set([...found, ...listed])].sort();
}
