import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * package-lock.json lists every optional dependency the registry serves, for every platform (rollup's and swc's
 * native binaries among them): `npm install` on a fresh clone then leaves the lockfile as it is, and `npm ci`
 * works on a Mac or Windows as on this Linux machine. A lockfile written without them is changed by the next
 * install (479 lines once) and refused by `npm ci` elsewhere.
 */
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** Where npm would find `name` for the package at `path`: its own node_modules, then each folder above. */
function resolves(path, name) {
  let at = path;
  for (;;) {
    const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (!at) return false;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut === -1 ? '' : at.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('lists every optional dependency, whatever platform it is for', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
