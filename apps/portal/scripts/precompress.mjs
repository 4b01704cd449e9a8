// build:portal's very last step: beside every file of build/portal that compresses, its gzip (level 9) and brotli
// (quality 11) copies, `<file>.gz` and `<file>.br`, which nginx sends as they are (gzip_static, brotli_static) instead
// of compressing each answer at gzip's level 1.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The files worth compressing: text. Fonts (woff2) and images (png, jpg, webp) are compressed already. */
export const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** The file's gzip at level 9 and its brotli at quality 11 in text mode (every compressible file is text). */
export async function compressed(data) {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gz, br };
}

/** Writes `file + extension` when `variant` is smaller than the file, else removes any older one; the bytes sent. */
async function writeIfSmaller(file, extension, data, variant) {
  if (variant.length < data.length) {
    await writeFile(`${file}${extension}`, variant);
    return variant.length;
  }
  await rm(`${file}${extension}`, { force: true });
  return data.length;
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file under `dir`, each only when it is smaller than
 * the file, all in parallel (zlib works on its own threads). Returns how many files, their bytes, and the bytes sent
 * to a browser that takes gzip or brotli (a file without a smaller copy counts as itself).
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const { gz, br } = await compressed(data);
      const [gzip, brotli] = await Promise.all([
        writeIfSmaller(file, '.gz', data, gz),
        writeIfSmaller(file, '.br', data, br),
      ]);
      return { bytes: data.length, gzip, brotli };
    }),
  );
  const sum = (key) => sizes.reduce((total, size) => total + size[key], 0);
  return { files: files.length, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
}
