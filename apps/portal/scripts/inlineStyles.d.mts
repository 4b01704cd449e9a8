/** The CSP source of a text's SHA-256 (`'sha256-…'`). */
export function cspHash(text: string): string;
/** `html` with its linked stylesheets inline and the style's hash (undefined when it links none). */
export function inlineStylesheets(
  outDir: string,
  html: string,
): { html: string; hash: string | undefined };
/** A site's policy with `hashes` added to its style-src. */
export function withStyleHashes(text: string, hashes: readonly string[]): string;
