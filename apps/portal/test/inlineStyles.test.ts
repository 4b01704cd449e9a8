// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash } from '../scripts/inlineCode.mjs';
import { inlineStylesheets, withStyleHashes } from '../scripts/inlineStyles.mjs';

describe('inlineStylesheets', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'inline-styles-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets/index-a.css'), ':root{--x:1}\n');
  writeFileSync(join(outDir, 'assets/Shell-b.css'), '._header_s{display:grid}');
  const page = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '    <link rel="stylesheet" crossorigin href="/assets/Shell-b.css">',
    '  </head><body><div id="root"></div></body>',
  ].join('\n');

  it("puts the page's stylesheets, in order, into one style where the first was, each link kept disabled", () => {
    const { html, hash } = inlineStylesheets(outDir, page);
    expect(html).toContain(
      '<style>:root{--x:1}\n._header_s{display:grid}</style>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/Shell-b.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    const digest = createHash('sha256')
      .update(':root{--x:1}\n._header_s{display:grid}')
      .digest('base64');
    expect(hash).toBe(`'sha256-${digest}'`);
    expect(cspHash(':root{--x:1}\n._header_s{display:grid}')).toBe(hash);
  });

  it('leaves a page that links no stylesheet as it is', () => {
    const bare = '<head></head><body></body>';
    expect(inlineStylesheets(outDir, bare)).toEqual({ html: bare, hash: undefined });
  });
});

describe('withStyleHashes', () => {
  it("adds each hash once to every style-src 'self' of a site", () => {
    const site = `add_header Content-Security-Policy "style-src 'self'; img-src 'self'";\nx "style-src 'self';"`;
    expect(withStyleHashes(site, ["'sha256-a'", "'sha256-b'", "'sha256-a'"])).toBe(
      `add_header Content-Security-Policy "style-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'";\n` +
        `x "style-src 'self' 'sha256-a' 'sha256-b';"`,
    );
  });
});
