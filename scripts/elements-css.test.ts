import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCjsElementsCss, tightenCustomProperties } from './elements-css';

describe('inlineCjsElementsCss', () => {
  const dist = mkdtempSync(join(tmpdir(), 'elements-css-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('names each class short, alike in the CSS and the class maps, and drops the rules nobody uses', async () => {
    writeFileSync(
      join(dist, 'built.css'),
      [
        '/* src/Button.module.css */',
        '.Button_button { color: red; animation: Button_spin 1s; }',
        '.Button_button.Button_primary:hover { color: blue; }',
        '@keyframes Button_spin { to { rotate: 1turn; } }',
        '/* src/Table.module.css */',
        '.Table_table { display: grid; }',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dist, 'built.cjs'),
      [
        'var Button_default = { button: "Button_button", primary: "Button_primary" };',
        'var css = "/*__PORTAL_WIDGETS_CSS__*/";',
        '//# sourceMappingURL=built.cjs.map',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dist, 'built.cjs.map'), '{"file":"built.cjs"}');
    await inlineCjsElementsCss(dist, 'built', 'elements.cjs');
    const code = readFileSync(join(dist, 'elements.cjs'), 'utf8');
    expect(code).toContain('var Button_default = { button: "p0", primary: "p1" };');
    const css = JSON.parse(/var css = (".*");/.exec(code)![1]!) as string;
    expect(css).toContain('.p0{color:red;animation:Button_spin 1s}');
    expect(css).toContain('.p0.p1:hover{color:#00f}');
    expect(css).toContain('@keyframes Button_spin');
    expect(css).not.toContain('display:grid');
  });

  it("keeps a stylesheet of no class (the host's reset) and drops the spaces after a custom property's colon and commas", async () => {
    writeFileSync(
      join(dist, 'host.css'),
      [
        '/* src/elements/host.css */',
        ':host {\n  all: initial;\n  display: block;\n}',
        ':host([hidden]) { display: none; }',
        '/* src/Root.module.css */',
        ".Root_root { --portal-bg: #12100e; --portal-font: 'A B', serif; content: ' --x: y'; }",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dist, 'host.cjs'),
      'var Root_default = { root: "Root_root" };\nvar css = "/*__PORTAL_WIDGETS_CSS__*/";\n',
    );
    writeFileSync(join(dist, 'host.cjs.map'), '{"file":"host.cjs"}');
    await inlineCjsElementsCss(dist, 'host', 'host-elements.cjs');
    const code = readFileSync(join(dist, 'host-elements.cjs'), 'utf8');
    const css = JSON.parse(/var css = (".*");/.exec(code)![1]!) as string;
    expect(css).toContain(':host{all:initial;display:block}:host([hidden]){display:none}');
    expect(css).toContain('.p0{--portal-bg:#12100e;--portal-font:"A B",serif;content:" --x: y"}');
  });
});

describe('tightenCustomProperties', () => {
  it.each([
    ['.a{--bg: #12100e;color:red}', '.a{--bg:#12100e;color:red}'],
    ['.a{--font: "A B", "C", serif}', '.a{--font:"A B","C",serif}'],
    ['.a{--pad:clamp(1rem, 4vw, 2rem)}', '.a{--pad:clamp(1rem,4vw,2rem)}'],
    // A comma inside a string, or an escaped quote, is the string's own.
    ['.a{--empty: "Không có, thử lại"}', '.a{--empty:"Không có, thử lại"}'],
    [".a{--q: 'it\\'s, ok', x}", ".a{--q:'it\\'s, ok',x}"],
    [
      '.a{--icon: url("data:image/svg+xml,<svg a, b>")}',
      '.a{--icon:url("data:image/svg+xml,<svg a, b>")}',
    ],
    // A declaration's look-alike inside another declaration's string is left alone.
    ['.a{content:"x;--b: c, d"}', '.a{content:"x;--b: c, d"}'],
    // An empty value keeps its space (the space toggle).
    ['.a{--off: ;--on:initial}', '.a{--off: ;--on:initial}'],
    // Other properties' commas are esbuild's business.
    ['.a{font-family:A, B}', '.a{font-family:A, B}'],
  ])('%s -> %s', (css, tight) => {
    expect(tightenCustomProperties(css)).toBe(tight);
  });
});
