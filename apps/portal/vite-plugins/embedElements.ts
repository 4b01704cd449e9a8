import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** What embed.js's source names its elements' module by; the build writes that module's file in its place. */
export const embedElementsPlaceholder = '__PORTAL_EMBED_ELEMENTS__';

/** The chunks the bundler is rendering, by file name (renderChunk's `meta.chunks`). */
type RenderedChunks = Record<string, { isEntry: boolean; name: string; fileName: string }>;

/**
 * embed.js imports the elements' module (src/embedElements.ts, an entry of its own with a hashed name) by address,
 * once the host page has painted: this writes the built file's address into embed.js (whose own name never changes,
 * so nothing hashed changes with it). Vite's own dynamic import would bring its preload helper, a chunk that every
 * portal page would then fetch too. Written as embed.js renders, with the map of the edit, so that the bundler
 * carries it into embed.js's source map (the address is longer than the placeholder: the rest of the line would
 * otherwise map to the wrong columns of the source).
 */
export function embedElementsAddress(): Plugin {
  return {
    name: 'portal-embed-elements-address',
    apply: 'build',
    renderChunk(code, chunk, _options, meta: { chunks: RenderedChunks }) {
      if (chunk.fileName !== 'embed.js') return null;
      const elements = Object.values(meta.chunks).find(
        (other) => other.isEntry && other.name === 'embed-elements',
      );
      if (!elements) this.error('the build has no embed-elements entry for embed.js to import');
      if (!code.includes(embedElementsPlaceholder))
        this.error(`embed.js does not name ${embedElementsPlaceholder}`);
      const edited = new MagicString(code);
      edited.replaceAll(embedElementsPlaceholder, `./${elements.fileName}`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
