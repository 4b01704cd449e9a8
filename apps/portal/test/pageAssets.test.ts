// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesDefined, classesIn, pageAssetLinks } from '../scripts/pageAssets.mjs';

describe('pageAssetLinks', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets/index-a.css'), '._root_x1{color:red}');
  writeFileSync(
    join(outDir, 'assets/Register-b.css'),
    '._title_r1{margin:0}._step_r1:hover{color:blue}',
  );
  writeFileSync(join(outDir, 'assets/Shell-c.css'), '._header_s1{display:grid}');
  writeFileSync(join(outDir, 'assets/fields-d.css'), '._field_f1{display:flex}');
  writeFileSync(join(outDir, 'assets/icons-e.css'), '._icon_i1{width:1rem}');
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-a.css'], isEntry: true },
    '_fields.js': {
      file: 'assets/fields-2.js',
      css: ['assets/fields-d.css'],
      imports: ['_icons.js'],
    },
    '_icons.js': { file: 'assets/icons-5.js', css: ['assets/icons-e.css'] },
    'src/pages/Register.tsx': {
      file: 'assets/route-register-3.js',
      css: ['assets/Register-b.css'],
      imports: ['index.html', '_fields.js'],
      isDynamicEntry: true,
    },
    'src/shell/Shell.tsx': {
      file: 'assets/route-shell-4.js',
      css: ['assets/Shell-c.css'],
      isDynamicEntry: true,
    },
  };
  const page = (body: string) =>
    `<head><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-a.css"></head><body>${body}</body>`;

  it("links the stylesheet of the page's own code and those of what it imports, and preloads their chunks", () => {
    const links = pageAssetLinks(
      outDir,
      manifest,
      page('<div class="_root_x1"><h1 class="_title_r1 other">Đăng ký</h1></div>'),
    );
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/icons-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/fields-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/route-register-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/Register-b.css">',
      // not drawn by the first frame, but Vite's loader waits for them before it runs the page's chunk, however
      // deep the chunk that brings them
      '<link rel="stylesheet" crossorigin href="/assets/icons-e.css">',
      '<link rel="stylesheet" crossorigin href="/assets/fields-d.css">',
    ]);
  });

  it("preloads the code a page's first frame does not draw yet, and links its stylesheets", () => {
    const links = pageAssetLinks(outDir, manifest, page('<div class="_root_x1"></div>'), [
      'src/shell/Shell.tsx',
      'src/pages/Register.tsx',
    ]);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/route-shell-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icons-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/fields-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/route-register-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/Shell-c.css">',
      '<link rel="stylesheet" crossorigin href="/assets/icons-e.css">',
      '<link rel="stylesheet" crossorigin href="/assets/fields-d.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Register-b.css">',
    ]);
  });

  it('refuses a module the build does not have', () => {
    expect(() => pageAssetLinks(outDir, manifest, page(''), ['src/pages/Gone.tsx'])).toThrow(
      'src/pages/Gone.tsx',
    );
  });

  it('adds nothing for a page whose classes the first bundle styles already', () => {
    expect(pageAssetLinks(outDir, manifest, page('<div class="_root_x1"></div>'))).toEqual([]);
  });
});

describe('classesIn and classesDefined', () => {
  it('read the class attribute and the selectors', () => {
    expect([...classesIn('<a class="a  b"></a><p class="c">')]).toEqual(['a', 'b', 'c']);
    expect([...classesDefined('.a:hover .b>.c{x:1}@media (min-width:1.5rem){.d{y:2}}')]).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});
