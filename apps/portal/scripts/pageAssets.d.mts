/** The class names an HTML text uses. */
export function classesIn(html: string): Set<string>;
/** The class names a stylesheet's selectors name. */
export function classesDefined(css: string): Set<string>;
/** A chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}
/**
 * The `<link>` tags a pre-rendered page's head needs for the code and styles of its page; `modules` (manifest keys)
 * are its code that the first frame does not draw yet.
 */
export function pageAssetLinks(
  outDir: string,
  manifest: Record<string, ManifestChunk>,
  html: string,
  modules?: readonly string[],
): string[];
