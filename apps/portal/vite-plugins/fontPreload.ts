import type { Plugin } from 'vite';

/**
 * The font file the first view draws its text with, preloaded from the built HTML's head so it loads alongside the
 * CSS instead of after it: the regular weight (400), one file for all Vietnamese text (scripts/build-fonts.mjs).
 * The 600 face loads when a heading or a button draws it, and its text shows in the metric-matched fallback until
 * then: the first view never waits for it.
 */
export const preloadedFonts = [/^be-vietnam-pro-400\.woff2$/];

/** Adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` with each preloaded font's hashed URL. */
export function fontPreload(): Plugin {
  return {
    name: 'portal-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const assets = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'asset' &&
            output.names.some((name) => preloadedFonts.some((pattern) => pattern.test(name))),
        );
        if (assets.length !== preloadedFonts.length) {
          throw new Error(
            `fontPreload: expected ${preloadedFonts.length} preloaded font files, found ${assets.length}`,
          );
        }
        return assets.map((asset) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${asset.fileName}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
