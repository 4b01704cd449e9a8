// What the built pages carry inline (the colour mode's and the early session's scripts, each page's styles) and the
// Content-Security-Policy sources that allow exactly that text: one hashing for the build, the pre-renderer and tests.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The CSP source of a text's SHA-256 (`'sha256-…'`). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Reads a script to inline (trailing white space dropped: the hash is of the exact text between the tags). */
export function inlineScript(file) {
  const code = readFileSync(file, 'utf8').trimEnd();
  return { code, hash: cspHash(code) };
}
