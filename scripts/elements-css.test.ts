import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCjsElementsCss, tightenCustomProperties, tokensFromHost } from './elements-css';

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

describe('tokensFromHost', () => {
  const dist = mkdtempSync(join(tmpdir(), 'elements-tokens-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("makes each token's default give way to the value the element has from the page", async () => {
    const css = await tokensFromHost(
      [
        '/* packages/widgets/src/theme/tokens.module.css */',
        '.p0 { color: var(--portal-text); }',
        ":where(.p0) { --portal-font-family: 'Be Vietnam Pro', system-ui; --portal-card-background: var(--portal-surface); }",
        ":where(.p0[data-colour-mode='dark']) { --portal-accent: #e8b04a; /* 3:1 */ --portal-surface: #1e1a16; }",
        ":where(.p0[data-colour-mode='light']) { --portal-accent: #8a4b00; }",
      ].join('\n'),
    );
    expect(css).toContain('.p0{color:var(--portal-text)}');
    expect(css).toContain(
      '--portal-font-family:var(--portal-host-font-family,"Be Vietnam Pro",system-ui)',
    );
    expect(css).toContain(
      '--portal-card-background:var(--portal-host-card-background,var(--portal-surface))',
    );
    expect(css).toContain('--portal-accent:var(--portal-host-accent,#e8b04a)');
    expect(css).toContain('--portal-accent:var(--portal-host-accent,#8a4b00)');
    // One copy per token on the host, where the element's own value (set or inherited) is read.
    const host = /:host\{([^}]*)\}/.exec(css)?.[1]?.split(';');
    expect(host?.sort()).toEqual(
      [
        '--portal-host-accent:var(--portal-accent)',
        '--portal-host-card-background:var(--portal-card-background)',
        '--portal-host-font-family:var(--portal-font-family)',
        '--portal-host-surface:var(--portal-surface)',
      ].sort(),
    );
  });

  it("is used for the tokens' stylesheet only: a widget's own token settings stay as written", async () => {
    writeFileSync(
      join(dist, 'tokens.css'),
      [
        '/* packages/widgets/src/theme/tokens.module.css */',
        ':where(.Tokens_root) { --portal-accent: #e8b04a; }',
        '/* packages/widgets/src/ui/Modal/Modal.module.css */',
        '.Modal_dialog { --portal-card-padding: 0; }',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dist, 'tokens.cjs'),
      'var a = { root: "Tokens_root" }, b = { dialog: "Modal_dialog" };\nvar css = "/*__PORTAL_WIDGETS_CSS__*/";\n',
    );
    writeFileSync(join(dist, 'tokens.cjs.map'), '{"file":"tokens.cjs"}');
    await inlineCjsElementsCss(dist, 'tokens', 'tokens-elements.cjs');
    const code = readFileSync(join(dist, 'tokens-elements.cjs'), 'utf8');
    const css = JSON.parse(/var css = (".*");/.exec(code)![1]!) as string;
    expect(css).toContain(':where(.p0){--portal-accent:var(--portal-host-accent,#e8b04a)}');
    expect(css).toContain(':host{--portal-host-accent:var(--portal-accent)}');
    expect(css).toContain('.p1{--portal-card-padding:0}');
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
