import type { Plugin } from 'vite';

/**
 * The font files the first view draws with, preloaded from the built HTML's head so they load alongside the CSS
 * instead of after it: the regular weight (400) of both subsets a Vietnamese page uses (latin for the base letters,
 * vietnamese for ă, đ, ơ, ư and the tone marks). The 600 faces load when used.
 */
export const preloadedFonts = [
  /^be-vietnam-pro-latin-400-normal\.woff2$/,
  /^be-vietnam-pro-vietnamese-400-normal\.woff2$/,
];

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
