import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What embed.js's source names the elements' module by; the build writes that module's address in its place. */
export const embedElementsPlaceholder = '__PORTAL_EMBED_ELEMENTS__';

/** The package's self-contained elements as the portal serves them: a folder named by their hash, and its files. */
export interface ServedElements {
  /** `assets/elements-<hash>`: a new folder whenever a byte changes, so its files can be cached for a year. */
  folder: string;
  files: { name: string; source: Uint8Array }[];
}

/**
 * The files of `@portal/widgets`' self-contained build (`dist/standalone`: elements.js, its chunks and their maps),
 * byte for byte, in a folder named by a hash of them all. Their names stay, so their relative imports hold.
 */
export function servedElements(dir: string): ServedElements {
  const names = readdirSync(dir)
    .filter((name) => /\.js(\.map)?$/.test(name))
    .sort();
  if (!names.includes('elements.js'))
    throw new Error(`${dir} has no elements.js: run \`npm run build:widgets\` first.`);
  const files = names.map((name) => ({ name, source: readFileSync(join(dir, name)) }));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.name).update('\0').update(file.source);
  return { folder: `assets/elements-${hash.digest('base64url').slice(0, 10)}`, files };
}

/**
 * embed.js loads the package's self-contained elements (`dist/standalone`, the very file a page without a bundler
 * takes from a CDN) once the host page has painted: this puts those files into the build, untouched, and writes the
 * address of their entry into embed.js (whose own name never changes). Written as embed.js renders, with the map of
 * the edit, so that the bundler carries it into embed.js's source map (the address is longer than the placeholder:
 * the rest of the line would otherwise map to the wrong columns of the source).
 */
export function embedElements(dir: string): Plugin {
  let served: ServedElements | undefined;
  return {
    name: 'portal-embed-elements',
    apply: 'build',
    buildStart() {
      served = servedElements(dir);
      for (const file of served.files)
        this.emitFile({
          type: 'asset',
          fileName: `${served.folder}/${file.name}`,
          source: file.source,
        });
    },
    renderChunk(code, chunk) {
      if (chunk.fileName !== 'embed.js') return null;
      if (!served)
        this.error('the self-contained elements were not read at the start of the build');
      if (!code.includes(embedElementsPlaceholder))
        this.error(`embed.js does not name ${embedElementsPlaceholder}`);
      const edited = new MagicString(code);
      edited.replaceAll(embedElementsPlaceholder, `./${served.folder}/elements.js`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
