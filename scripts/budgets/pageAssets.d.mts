/** The gzip size (level 9) of some bytes. */
export function gzipSize(bytes: Uint8Array | string): number;
/** The files an HTML page names: module scripts, modulepreloads, stylesheets, font preloads (site paths). */
export function htmlAssets(html: string): {
  scripts: string[];
  modulepreloads: string[];
  stylesheets: string[];
  fontPreloads: string[];
};
/** A site path (`/assets/x.js`) as a file under the built site's folder. */
export function fileOf(root: string, path: string): string;
/** The JS files `entries` (site paths) load statically: themselves and their static imports, transitively. */
export function staticClosure(root: string, entries: readonly string[]): string[];
/** Each file's gzip size and their sum. */
export function gzipFiles(
  root: string,
  paths: readonly string[],
): { files: { path: string; gzip: number }[]; gzip: number };
/** What a built page loads before it runs: its JS and its CSS, with their gzip sizes. */
export function firstLoad(
  root: string,
  htmlFile: string,
): {
  assets: ReturnType<typeof htmlAssets>;
  js: ReturnType<typeof gzipFiles>;
  css: { files: { path: string; gzip?: number }[]; gzip: number };
};
