// A pre-rendered page's scripts, started once its HTML has painted (inline/load-after-paint.js): its module script,
// its modulepreloads and its style preloads leave the HTML and become the loader's data attributes, in their order.
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
const stylePreloadTag = /\n\s*<link rel="preload" as="style" crossorigin href="([^"]+)">/g;

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
  // Vite writes a module script before the entry's for each chunk of its first imports the bundler makes apart
  // (React's, vite.config.ts): the entry imports them, so they are preloaded like the others.
  const entry = scripts.found.at(-1);
  const preloads = take(scripts.rest, preloadTag);
  const styles = take(preloads.rest, stylePreloadTag);
  const attributes = [
    `data-entry="${entry}"`,
    `data-preload="${[...scripts.found.slice(0, -1), ...preloads.found].join(' ')}"`,
    `data-styles="${styles.found.join(' ')}"`,
  ].join(' ');
  const loader = `<script ${attributes}>${loaderScript.code}</script>`;
  if (!styles.rest.includes('\n  </head>')) throw new Error('A page has no </head>.');
  return styles.rest.replace('\n  </head>', () => `\n    ${loader}\n  </head>`);
}
