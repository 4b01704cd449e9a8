// A pre-rendered page's scripts, started once its HTML has painted (inline/load-after-paint.js): its module scripts
// and its modulepreloads leave the HTML and become the loader's data attributes, in their order.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScript } from './inlineCode.mjs';

/** The loader, read once: its text and its hash for the policy's script-src. */
export const loaderScript = inlineScript(
  // A path, not a URL object: the tests run this under jsdom, whose URL is not Node's.
  join(dirname(fileURLToPath(import.meta.url)), '../inline/load-after-paint.js'),
);

const moduleScriptTag = /\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const preloadTag = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Every match's first group, and the text without the matches. */
function take(html, pattern) {
  const found = [...html.matchAll(pattern)].map((match) => match[1]);
  return { found, rest: html.replace(pattern, '') };
}

const emptyRoot = '<div id="root"></div>';

/**
 * `html` whose scripts load after its first paint; the page as it is when it has no module script, or nothing to
 * paint before its code runs (index.html, whose root is empty).
 */
export function loadAfterPaint(html) {
  const scripts = take(html, moduleScriptTag);
  if (scripts.found.length === 0 || html.includes(emptyRoot)) return html;
  // Vite writes one module script, or, when the entry's chunk holds nothing but imports (vite.config.ts's chunk plan
  // leaves it so), one for each chunk it imported, in its order: the loader adds them all, in that order.
  const preloads = take(scripts.rest, preloadTag);
  const attributes = [
    `data-scripts="${scripts.found.join(' ')}"`,
    `data-preload="${preloads.found.join(' ')}"`,
  ].join(' ');
  const loader = `<script ${attributes}>${loaderScript.code}</script>`;
  if (!preloads.rest.includes('\n  </head>')) throw new Error('A page has no </head>.');
  return preloads.rest.replace('\n  </head>', () => `\n    ${loader}\n  </head>`);
}
