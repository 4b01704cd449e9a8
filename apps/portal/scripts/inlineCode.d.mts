/** A script the HTML carries inline: its text, and the CSP source that allows exactly that text. */
export interface InlineScript {
  code: string;
  /** `'sha256-…'` for script-src. */
  hash: string;
}
/** The CSP source of a text's SHA-256 (`'sha256-…'`). */
export function cspHash(text: string): string;
/** Reads a script to inline (trailing white space dropped: the hash is of the exact text between the tags). */
export function inlineScript(file: string): InlineScript;
