import type { Plugin } from 'vite';

/** What embed.js's source names its elements' module by; the build writes that module's file in its place. */
export const embedElementsPlaceholder = '__PORTAL_EMBED_ELEMENTS__';

/**
 * embed.js imports the elements' module (src/embedElements.ts, an entry of its own with a hashed name) by address,
 * once the host page has painted: this writes the built file's address into embed.js (whose own name never changes,
 * so nothing hashed changes with it). Vite's own dynamic import would bring its preload helper, a chunk that every
 * portal page would then fetch too.
 */
export function embedElementsAddress(): Plugin {
  return {
    name: 'portal-embed-elements-address',
    apply: 'build',
    generateBundle(_options, bundle) {
      const elements = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === 'embed-elements',
      );
      const embed = bundle['embed.js'];
      if (embed?.type !== 'chunk') return;
      if (!elements) this.error('the build has no embed-elements entry for embed.js to import');
      if (!embed.code.includes(embedElementsPlaceholder))
        this.error(`embed.js does not name ${embedElementsPlaceholder}`);
      embed.code = embed.code.replaceAll(embedElementsPlaceholder, `./${elements.fileName}`);
    },
  };
}
