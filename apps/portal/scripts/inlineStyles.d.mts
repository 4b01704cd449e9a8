/** `html` with its linked stylesheets inline and the style's hash (undefined when it links none). */
export function inlineStylesheets(
  outDir: string,
  html: string,
): { html: string; hash: string | undefined };
/** A site's policy with `hashes` added to its style-src. */
export function withStyleHashes(text: string, hashes: readonly string[]): string;
