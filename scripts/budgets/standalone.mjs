// The package's self-contained elements (dist/standalone: React and every library inside), measured as a page loads
// them, and compared with the copy the portal serves for embed.js.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipFiles, staticClosure } from './pageAssets.mjs';

/** The files `closure` (site paths under `root`) import on demand: `import("./x.js")`. */
export function onDemandImports(root, closure) {
  const found = new Set();
  for (const path of closure) {
    const code = readFileSync(join(root, path), 'utf8');
    for (const [, specifier] of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g))
      found.add(posix.join(posix.dirname(path), specifier));
  }
  return [...found].filter((path) => !closure.includes(path));
}

/**
 * `<portal-login>`'s files (elements.js and what it imports statically) and `<portal-topup>`'s (those and the parts
 * they import on demand, with their static imports; not the QR encoder, which the payment part loads only for a bank
 * QR code), each with its gzip size.
 */
export function measureStandalone(dir) {
  const login = staticClosure(dir, ['/elements.js']);
  const topup = [...new Set([...login, ...staticClosure(dir, onDemandImports(dir, login))])];
  return { login: gzipFiles(dir, login), topup: gzipFiles(dir, topup) };
}

/** The JS files of a folder, by name, as bytes. */
const scriptsOf = (dir) =>
  new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(dir, name))]),
  );

/** The names of the files that differ (or are missing on one side) between two folders of scripts. */
export function differingScripts(dirA, dirB) {
  const [a, b] = [scriptsOf(dirA), scriptsOf(dirB)];
  return [...new Set([...a.keys(), ...b.keys()])].filter(
    (name) => !a.has(name) || !b.has(name) || !a.get(name).equals(b.get(name)),
  );
}
