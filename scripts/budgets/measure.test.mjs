import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bodyText,
  dynamicImports,
  facesForText,
  firstLoad,
  firstViewFonts,
  fontFaces,
  gzipSize,
  htmlAssets,
  metafileClosure,
  parseUnicodeRange,
  staticClosure,
} from './measure.mjs';

/** A tiny built site: an entry importing a shared chunk statically and a lazy one dynamically, a stylesheet, fonts. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(root, 'assets'));
  const files = {
    'index.html':
      '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">' +
      '<link rel="stylesheet" href="/assets/index-c.css">' +
      '<link rel="preload" as="font" type="font/woff2" href="/assets/latin-400.woff2" crossorigin>' +
      '</head><body><div id="root"><h1>Đăng nhập</h1><script>x()</script></div></body></html>',
    'assets/index-a.js': 'import{s}from"./shared-b.js";import("./route-lazy-d.js");s();',
    'assets/shared-b.js': 'import"./deep-e.js";export const s=()=>1;',
    'assets/deep-e.js': 'console.log(1);',
    'assets/route-lazy-d.js': 'export default 1;',
    'assets/index-c.css':
      '@font-face{font-family:F;font-weight:400;src:url(/assets/vi-400.woff2);unicode-range:U+110-111,U+1EA0-1EF9}' +
      '@font-face{font-family:F;font-weight:400;src:url(/assets/latin-400.woff2);unicode-range:U+??,U+131}' +
      '@font-face{font-family:F;font-weight:600;src:url(/assets/latin-600.woff2);unicode-range:U+??}' +
      'h1{color:red}',
    'assets/latin-400.woff2': 'x'.repeat(100),
    'assets/vi-400.woff2': 'x'.repeat(30),
    'assets/latin-600.woff2': 'x'.repeat(50),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return { root, files };
}

describe('the built page', () => {
  it('lists the module scripts, modulepreloads, stylesheets and font preloads of its HTML', () => {
    expect(htmlAssets(site().files['index.html'])).toEqual({
      scripts: ['/assets/index-a.js'],
      modulepreloads: ['/assets/shared-b.js'],
      stylesheets: ['/assets/index-c.css'],
      fontPreloads: ['/assets/latin-400.woff2'],
    });
  });

  it("reads the scripts a page starts after its first paint from its loader's data attributes", () => {
    const html =
      '<html><head><script data-scripts="/assets/react-f.js /assets/index-a.js" ' +
      'data-preload="/assets/shared-b.js /assets/deep-e.js">(function(){})()</script></head><body></body></html>';
    expect(htmlAssets(html)).toEqual({
      scripts: ['/assets/react-f.js', '/assets/index-a.js'],
      modulepreloads: ['/assets/shared-b.js', '/assets/deep-e.js'],
      stylesheets: [],
      fontPreloads: [],
    });
  });

  it('follows static imports transitively and never dynamic ones', () => {
    const { root } = site();
    expect(staticClosure(root, ['/assets/index-a.js']).sort()).toEqual([
      '/assets/deep-e.js',
      '/assets/index-a.js',
      '/assets/shared-b.js',
    ]);
  });

  it('sums the gzip sizes of the first-load JS and CSS', () => {
    const { root, files } = site();
    const load = firstLoad(root, join(root, 'index.html'));
    const js = ['assets/index-a.js', 'assets/shared-b.js', 'assets/deep-e.js'];
    expect(load.js.gzip).toBe(js.reduce((sum, name) => sum + gzipSize(files[name]), 0));
    expect(load.css.gzip).toBe(gzipSize(files['assets/index-c.css']));
  });

  it('reads the body text without tags or scripts', () => {
    expect(bodyText(site().files['index.html'])).toBe('Đăng nhập');
  });
});

describe('fonts', () => {
  it('parses unicode ranges, wildcards included', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+131,U+4??')).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });

  it('picks the faces whose range holds the text, in the weights asked for', () => {
    const faces = fontFaces(site().files['assets/index-c.css']);
    expect(faces.map((face) => [face.weight, face.url])).toEqual([
      ['400', '/assets/vi-400.woff2'],
      ['400', '/assets/latin-400.woff2'],
      ['600', '/assets/latin-600.woff2'],
    ]);
    expect(facesForText(faces, 'Đa', [400]).map((face) => face.url)).toEqual([
      '/assets/vi-400.woff2',
      '/assets/latin-400.woff2',
    ]);
    expect(facesForText(faces, 'ab', [600]).map((face) => face.url)).toEqual([
      '/assets/latin-600.woff2',
    ]);
  });

  it('counts the preloaded fonts and the faces the text needs once each', () => {
    const { root } = site();
    const fonts = firstViewFonts(
      root,
      ['/assets/index-c.css'],
      ['/assets/latin-400.woff2'],
      'Đăng',
      [400],
    );
    expect(fonts.bytes).toBe(130);
  });
});

describe('an esbuild metafile', () => {
  const metafile = {
    outputs: {
      'out/entry.js': {
        imports: [
          { path: 'out/chunk-a.js', kind: 'import-statement' },
          { path: 'out/lazy.js', kind: 'dynamic-import' },
          { path: 'react', kind: 'import-statement', external: true },
        ],
      },
      'out/chunk-a.js': { imports: [] },
      'out/lazy.js': { imports: [{ path: 'out/chunk-a.js', kind: 'import-statement' }] },
    },
  };

  it('gives the static closure of an output and the chunks it loads on demand', () => {
    const closure = metafileClosure(metafile, 'out/entry.js');
    expect(closure).toEqual(['out/entry.js', 'out/chunk-a.js']);
    expect(dynamicImports(metafile, closure)).toEqual(['out/lazy.js']);
  });
});
