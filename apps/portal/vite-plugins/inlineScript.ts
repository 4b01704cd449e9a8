import type { Plugin } from 'vite';
import type { InlineScript } from '../scripts/inlineCode.mjs';

export { inlineScript, type InlineScript } from '../scripts/inlineCode.mjs';

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
