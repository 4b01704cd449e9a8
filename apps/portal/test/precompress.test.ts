// @vitest-environment node
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress.mjs';

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'payment'));
  const page = `<!doctype html><html lang="vi"><body>${'<p>Nạp thẻ cào</p>'.repeat(200)}</body></html>`;
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Giao dịch ${i}`))};`;
  const files: Record<string, string | Buffer> = {
    'login.html': page,
    'payment/card.html': page.replace('thẻ', 'the'),
    'assets/index-a1.js': script,
    'assets/index-b2.css': '.p0{display:grid}'.repeat(100),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`,
    // Compressed already: never given copies.
    'assets/font-c3.woff2': randomBytes(4000),
    // Smaller than any gzip or brotli of it: no copy, and an older one is removed.
    'locales/vi-VN.json': '{}',
    'locales/vi-VN.json.gz': 'stale',
  };
  mkdirSync(join(dir, 'locales'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  let result: Awaited<ReturnType<typeof precompress>>;
  beforeAll(async () => {
    result = await precompress(dir);
  });

  it('writes gzip 9 and brotli 11 copies beside each text file that decompress to it exactly', () => {
    for (const name of [
      'login.html',
      'payment/card.html',
      'assets/index-a1.js',
      'assets/index-b2.css',
      'favicon.svg',
    ]) {
      const data = readFileSync(join(dir, name));
      const gz = readFileSync(join(dir, `${name}.gz`));
      const br = readFileSync(join(dir, `${name}.br`));
      expect(gunzipSync(gz).equals(data), name).toBe(true);
      expect(brotliDecompressSync(br).equals(data), name).toBe(true);
      // Byte for byte what zlib makes at gzip's level 9 and brotli's quality 11 (text mode).
      expect(gz.equals(gzipSync(data, { level: 9 })), name).toBe(true);
      expect(
        br.equals(
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ),
        name,
      ).toBe(true);
      expect(br.length, name).toBeLessThan(data.length);
    }
    expect(result.files).toBe(6);
    const sizeOf = (name: string) => readFileSync(join(dir, name)).length;
    const texts = ['login.html', 'payment/card.html', 'assets/index-a1.js', 'assets/index-b2.css'];
    const textFiles = [...texts, 'favicon.svg'];
    expect(result.bytes).toBe(
      [...textFiles, 'locales/vi-VN.json'].reduce((n, f) => n + sizeOf(f), 0),
    );
    expect(result.gzip).toBe(
      textFiles.reduce((n, f) => n + sizeOf(`${f}.gz`), 0) + sizeOf('locales/vi-VN.json'),
    );
    expect(result.brotli).toBe(
      textFiles.reduce((n, f) => n + sizeOf(`${f}.br`), 0) + sizeOf('locales/vi-VN.json'),
    );
    expect(result.brotli).toBeLessThan(result.gzip);
  });

  it('leaves compressed formats and files too small to gain alone, removing an older copy', () => {
    expect(readdirSync(join(dir, 'assets')).filter((f) => f.startsWith('font-'))).toEqual([
      'font-c3.woff2',
    ]);
    expect(readdirSync(join(dir, 'locales'))).toEqual(['vi-VN.json']);
  });

  it('never compresses its own copies when it runs again', async () => {
    const again = await precompress(dir);
    expect(again.files).toBe(6);
    expect(existsSync(join(dir, 'login.html.gz.gz'))).toBe(false);
    expect(existsSync(join(dir, 'login.html.br.gz'))).toBe(false);
  });
});
