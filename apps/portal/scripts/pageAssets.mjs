// What a pre-rendered page needs beside the first bundle, found from its HTML and Vite's manifest: the stylesheets
// whose classes it draws (a page loaded on demand brings its own CSS, which would otherwise arrive after the first
// paint and move what was painted), and the chunks that carry those styles' code with everything they import
// (preloaded, so the page's code arrives alongside the first bundle instead of after it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The class names an HTML text uses. */
export function classesIn(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The class names a stylesheet's selectors name. */
export function classesDefined(css) {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** The files a page's head names already (scripts, preloads, stylesheets), as `assets/…` paths. */
function namedIn(html) {
  return new Set([...html.matchAll(/\s(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
}

/** A chunk and every chunk it imports statically (Vite's manifest entries), in load order. */
function closureChunks(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return [];
  seen.add(chunk.file);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => closureChunks(manifest, imported, seen)),
    chunk,
  ];
}

/** A chunk's file and the files of every chunk it imports statically, in load order. */
const closure = (manifest, key) => closureChunks(manifest, key).map((chunk) => chunk.file);

/**
 * The stylesheets of a chunk and of every chunk it imports statically: the ones Vite's loader links, and waits for,
 * before it runs the chunk when it is imported on demand.
 */
const closureStyles = (manifest, key) =>
  closureChunks(manifest, key).flatMap((chunk) => chunk.css ?? []);

/**
 * The `<link>` tags to add to a pre-rendered page's head: a stylesheet for each of the build's CSS files whose
 * classes `html` uses and the page does not link yet, and a modulepreload for each chunk (with its imports) that
 * brings one of those stylesheets. `modules` (manifest keys, e.g. `src/pages/MoneyPages.tsx`) are the page's own
 * code that its first frame does not show yet (a protected page's, drawn once the session is known): their chunks
 * are preloaded too, and their stylesheets linked as well, with those of every chunk they import, which Vite's loader
 * waits for before it runs them. The build puts every linked stylesheet inline (inlineStyles.mjs): about a kilobyte
 * more in a signed-in page's HTML, where a request each would have shared a phone's slow link with the page's code.
 */
export function pageAssetLinks(outDir, manifest, html, modules = []) {
  const named = namedIn(html);
  const used = classesIn(html);
  const styles = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.css') && !named.has(`assets/${file}`))
    .map((file) => `assets/${file}`)
    .filter((file) => {
      const defined = classesDefined(readFileSync(join(outDir, file), 'utf8'));
      return [...defined].some((name) => used.has(name));
    });
  const drawing = Object.entries(manifest)
    .filter(
      ([, chunk]) => chunk.isDynamicEntry && (chunk.css ?? []).some((css) => styles.includes(css)),
    )
    .map(([key]) => key);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`The build's manifest has no chunk for ${key}.`);
  }
  const chunks = [...drawing, ...modules]
    .flatMap((key) => closure(manifest, key))
    .filter((file, index, files) => !named.has(file) && files.indexOf(file) === index);
  // Every stylesheet Vite's loader will wait for before it runs the page's chunks, its own and those of the chunks
  // they import, which the first frame does not draw: in the page already, so that wait costs no request.
  const later = [...drawing, ...modules]
    .flatMap((key) => closureStyles(manifest, key))
    .filter(
      (file, index, files) =>
        !named.has(file) && !styles.includes(file) && files.indexOf(file) === index,
    );
  return [
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles, ...later].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}
