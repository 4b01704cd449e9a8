/**
 * The elements' self-contained build (`dist/standalone/elements.js`: React and every library inside), for a page
 * without a bundler, from a CDN, and the very file the portal's embed.js loads. Its `defineElements` registers the
 * package's own font (`dist/fonts/`, beside it wherever it is served) unless `fonts` says otherwise.
 */
import { defineElements as defineWith, type DefineElementsOptions } from './defineElements';
import type { EmbedFont } from './fonts';

export { elementTags, isSameSite } from './index';
export type * from './index';

/** Be Vietnam Pro's two weights, from the package's `dist/fonts/`, next to this file's folder. */
function packageFonts(): EmbedFont[] {
  return ['400', '600'].map((weight) => ({
    url: new URL(`../fonts/be-vietnam-pro-${weight}.woff2`, import.meta.url).href,
    weight,
  }));
}

/**
 * Defines `<portal-login>` and `<portal-topup>` as `@portal/widgets/elements` does, with the package's font by default
 * (`fonts: []` leaves the text to the system's font).
 */
export function defineElements(options: DefineElementsOptions = {}): void {
  defineWith({ ...options, fonts: options.fonts ?? packageFonts() });
}
