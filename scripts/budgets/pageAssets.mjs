// What a built page loads: the files its HTML names, their static imports, and their gzip sizes (bytes).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip size (level 9, as a server's static compression) of some bytes. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}=["']?([^"'\\s>]+)`))?.[1];

// The loader that starts a page's scripts after its first paint (apps/portal/inline/load-after-paint.js) names them
// in its data attributes: its module scripts and modulepreloads, space-separated.
const listed = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
    .split(' ')
    .filter(Boolean) ?? [];

/**
 * The files an HTML page names in its head and body: module scripts, modulepreloads (as tags or in the loader's
 * data attributes), stylesheets, font preloads.
 */
export function htmlAssets(html) {
  const result = { scripts: [], modulepreloads: [], stylesheets: [], fontPreloads: [] };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') result.scripts.push(src);
    result.scripts.push(...listed(tag, 'data-scripts'));
    result.modulepreloads.push(...listed(tag, 'data-preload'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') result.modulepreloads.push(href);
    else if (rel === 'stylesheet') result.stylesheets.push(href);
    else if (rel === 'preload' && attribute(tag, 'as') === 'font') result.fontPreloads.push(href);
  }
  return result;
}

/** A site path (`/assets/x.js`) as a file under the built site's folder. */
export const fileOf = (root, path) => join(root, path.replace(/^\//, '').split('?')[0]);

/** The JS files `entries` (site paths) load statically: themselves and every `import ... from './x.js'`, transitively. */
export function staticClosure(root, entries) {
  const seen = new Set();
  const queue = entries.map((entry) => posix.normalize(`/${entry.replace(/^\//, '')}`));
  while (queue.length > 0) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(fileOf(root, path), 'utf8');
    // Static imports only: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(posix.join(posix.dirname(path), specifier));
    }
  }
  return [...seen];
}

/** Each file's gzip size and their sum. */
export function gzipFiles(root, paths) {
  const files = paths.map((path) => ({ path, gzip: gzipSize(readFileSync(fileOf(root, path))) }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * What a built page loads before it runs: its JS (entry, modulepreloads and their static imports) and its CSS: its
 * stylesheets as they travel, inline in one <style> (the gzip of that text) or, linked, each file's.
 */
export function firstLoad(root, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const assets = htmlAssets(html);
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  return {
    assets,
    js: gzipFiles(root, staticClosure(root, [...assets.scripts, ...assets.modulepreloads])),
    css: inline
      ? { files: assets.stylesheets.map((path) => ({ path })), gzip: gzipSize(Buffer.from(inline)) }
      : gzipFiles(root, assets.stylesheets),
  };
}
