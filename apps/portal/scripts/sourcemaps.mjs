// Source maps are made for the error tracker but never served: they move out of build/portal.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Every file under `dir`, as paths. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Moves every `.map` of `outDir` to the same place under `mapsDir`; fails if a bundle still points at one. */
export function moveSourceMaps(outDir, mapsDir) {
  rmSync(mapsDir, { recursive: true, force: true });
  let moved = 0;
  for (const file of filesUnder(outDir)) {
    if (file.endsWith('.map')) {
      const target = join(mapsDir, relative(outDir, file));
      mkdirSync(dirname(target), { recursive: true });
      renameSync(file, target);
      moved += 1;
    } else if (
      /\.(js|css)$/.test(file) &&
      readFileSync(file, 'utf8').includes('sourceMappingURL')
    ) {
      throw new Error(`${file} points at a source map: the build must use sourcemap: 'hidden'.`);
    }
  }
  return moved;
}
