// A page's stylesheets, inline: the first paint waits for no CSS request (issue 18). The styles a built page links
// in its head move, in their order, into one <style> element where the first link was; each link stays, disabled
// (a browser fetches no disabled stylesheet), so Vite's loader, which skips a stylesheet the page already links,
// does not fetch it again when a chunk that imports it loads. The style is allowed by its hash in the policy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from './inlineCode.mjs';

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * `html` with its linked stylesheets inline (read from `outDir`) and the style's hash; the page as it is and no
 * hash when it links none.
 */
export function inlineStylesheets(outDir, html) {
  const links = [...html.matchAll(stylesheetLink)];
  if (links.length === 0) return { html, hash: undefined };
  const css = links.map(([, path]) => readFileSync(join(outDir, path), 'utf8').trim()).join('\n');
  if (css.includes('</style'))
    throw new Error('A stylesheet holds "</style": it cannot be inlined.');
  let first = true;
  const inlined = html.replace(stylesheetLink, (_link, path) => {
    const disabled = `<link rel="stylesheet" crossorigin href="/${path}" disabled>`;
    if (!first) return disabled;
    first = false;
    return `<style>${css}</style>\n    ${disabled}`;
  });
  return { html: inlined, hash: cspHash(css) };
}

/** A site's policy with `hashes` added to its style-src (`style-src 'self'` → `style-src 'self' 'sha256-…' …`). */
export function withStyleHashes(text, hashes) {
  const sources = [...new Set(hashes)].join(' ');
  return sources ? text.replaceAll("style-src 'self'", `style-src 'self' ${sources}`) : text;
}
