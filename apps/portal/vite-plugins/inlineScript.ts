import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A script the HTML carries inline: its text, and the CSP source that allows exactly that text. */
export interface InlineScript {
  code: string;
  /** `'sha256-…'` for script-src. */
  hash: string;
}

/** Reads a script to inline (trailing white space dropped: the hash is of the exact text between the tags). */
export function inlineScript(file: string): InlineScript {
  const code = readFileSync(file, 'utf8').trimEnd();
  const digest = createHash('sha256').update(code, 'utf8').digest('base64');
  return { code, hash: `'sha256-${digest}'` };
}

/**
 * Puts `script` into the head of the built and served HTML, after the title and before any stylesheet or module:
 * it runs before the first paint without a request of its own (an external script there blocks the paint for a
 * round trip). The CSP allows it by its hash (`contentSecurityPolicy({ scriptHashes })`), never by 'unsafe-inline'.
 */
export function inlineHeadScript(script: InlineScript): Plugin {
  return {
    name: 'portal-inline-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('</title>'))
          throw new Error('inlineHeadScript: the HTML has no <title>.');
        return html.replace('</title>', () => `</title>\n    <script>${script.code}</script>`);
      },
    },
  };
}
