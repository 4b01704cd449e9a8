/** The files worth compressing: text. Fonts (woff2) and images (png, jpg, webp) are compressed already. */
export const compressible: RegExp;
/** The file's gzip at level 9 and its brotli at quality 11 in text mode (every compressible file is text). */
export function compressed(data: Buffer): Promise<{ gz: Buffer; br: Buffer }>;
/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file under `dir`, each only when it is smaller than
 * the file, all in parallel (zlib works on its own threads). Returns how many files, their bytes, and the bytes sent
 * to a browser that takes gzip or brotli (a file without a smaller copy counts as itself).
 */
export function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; gzip: number; brotli: number }>;
