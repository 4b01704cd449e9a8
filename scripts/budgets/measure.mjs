// The measuring functions of scripts/check-budgets.mjs: gzip sizes of what a built page loads, the font files its
// text needs, and the embed's elements bundled with esbuild. Every figure is bytes (1 kB = 1000 bytes).
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip size (level 9, as a server's static compression) of some bytes. */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}=["']?([^"'\\s>]+)`))?.[1];

/** The files an HTML page names in its head and body: module scripts, modulepreloads, stylesheets, font preloads. */
export function htmlAssets(html) {
  const result = { scripts: [], modulepreloads: [], stylesheets: [], fontPreloads: [] };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') result.scripts.push(src);
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
const fileOf = (root, path) => join(root, path.replace(/^\//, '').split('?')[0]);

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

/** Parses `U+0000-00FF,U+0131,U+4??` into [[0, 255], [305, 305], [1024, 1279]]. */
export function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(end.replace(/\?/g, 'F'), 16)];
  });
}

/** The `@font-face` rules of a stylesheet: family, weight, the first url() and the unicode-range. */
export function fontFaces(css) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body]) => {
    const url = body.match(/url\(\s*["']?([^"')]+)["']?\s*\)/)?.[1];
    if (!url) return [];
    const range = body.match(/unicode-range:\s*([^;]+)/)?.[1];
    return [
      {
        family: body.match(/font-family:\s*["']?([^"';]+)["']?/)?.[1] ?? '',
        weight: body.match(/font-weight:\s*(\d+)/)?.[1] ?? '400',
        url,
        ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
      },
    ];
  });
}

/**
 * The faces a text needs in the given weights: for each character, the browser looks for a face whose
 * unicode-range holds it, the face declared last first (CSS Fonts 4, "composite fonts").
 */
export function facesForText(faces, text, weights) {
  const needed = new Set();
  for (const weight of weights) {
    const candidates = faces.filter((face) => face.weight === String(weight)).reverse();
    for (const char of new Set(text.replace(/\s/g, ''))) {
      const code = char.codePointAt(0);
      const face = candidates.find((f) => f.ranges.some(([a, b]) => code >= a && code <= b));
      if (face) needed.add(face);
    }
  }
  return [...needed];
}

/** The visible text of an HTML page's body (tags, scripts and styles stripped). */
export function bodyText(html) {
  const body = html.match(/<body[^>]*>([\s\S]*)<\/body>/)?.[1] ?? '';
  return body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The size (bytes, not gzipped: woff2 is compressed already) of each font file a page needs on first view. */
export function firstViewFonts(root, stylesheets, preloads, text, weights) {
  const paths = new Set(preloads);
  for (const sheet of stylesheets) {
    const css = readFileSync(fileOf(root, sheet), 'utf8');
    for (const face of facesForText(fontFaces(css), text, weights)) {
      paths.add(face.url.startsWith('/') ? face.url : posix.join(posix.dirname(sheet), face.url));
    }
  }
  const files = [...paths].map((path) => ({
    path,
    bytes: readFileSync(fileOf(root, path)).length,
  }));
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

/** The outputs of an esbuild metafile a chunk loads statically (itself included). */
export function metafileClosure(metafile, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const output = queue.shift();
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of metafile.outputs[output].imports) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  return [...seen];
}

/** The chunks an output's static closure imports dynamically. */
export function dynamicImports(metafile, closure) {
  return [
    ...new Set(
      closure.flatMap((output) =>
        metafile.outputs[output].imports
          .filter((imported) => imported.kind === 'dynamic-import' && !imported.external)
          .map((imported) => imported.path),
      ),
    ),
  ].filter((path) => !closure.includes(path));
}

/** Bundles `source` (an entry module's text, written beside `dir`) with esbuild as a production ES module, split. */
export async function bundle(dir, name, source) {
  const { build } = await import('esbuild');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `${name}.entry.js`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: 'es2022',
    platform: 'browser',
    outdir: join(dir, name),
    write: false,
    metafile: true,
    logLevel: 'silent',
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const sizes = new Map(
    result.outputFiles.map((file) => [
      file.path.slice(process.cwd().length + 1),
      gzipSize(file.contents),
    ]),
  );
  const texts = new Map(
    result.outputFiles.map((file) => [file.path.slice(process.cwd().length + 1), file.text]),
  );
  const entryOutput = Object.keys(result.metafile.outputs).find(
    (output) => result.metafile.outputs[output].entryPoint,
  );
  return { metafile: result.metafile, sizes, texts, entryOutput, dir: dirname(entry) };
}
