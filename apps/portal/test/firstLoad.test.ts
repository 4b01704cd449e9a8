// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  build,
  type ConfigEnv,
  type InlineConfig,
  type Plugin,
  type UserConfigFnObject,
} from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlAssets, staticClosure } from '../../../scripts/budgets/pageAssets.mjs';
import { pageAssetLinks, type ManifestChunk } from '../scripts/pageAssets.mjs';
import { prerenderedPages, renderPage } from '../src/prerender';
import portalConfig from '../vite.config';

// What a signed-in page loads before it runs (its module script, its modulepreloads and their static imports) holds
// no floating-ui: the menu, the tooltips and the dialogs fetch it when first needed (issue 18). The portal is built
// here (the client build, without the embed, whose entry needs the widgets built), and each page's head made as
// scripts/prerender.mjs makes it.

const emptyRoot = '<div id="root"></div>';
let outDir: string;
let manifest: Record<string, ManifestChunk & { src?: string }>;

/** The library's modules a built file carries, from its source map. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources;
}
const isFloatingUi = (source: string) => source.includes('node_modules/@floating-ui/');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portal-first-load-'));
  const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false };
  const config = await (portalConfig as UserConfigFnObject)(env);
  const input = (config.build?.rollupOptions?.input ?? {}) as Record<string, string>;
  const plugins = (config.plugins as Plugin[]).filter(
    (plugin) => plugin.name !== 'portal-nginx-site',
  );
  await build({
    ...config,
    configFile: false,
    logLevel: 'error',
    plugins,
    build: {
      ...config.build,
      outDir,
      rollupOptions: { ...config.build?.rollupOptions, input: { index: input.index! } },
    },
  } satisfies InlineConfig);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const signedInPages = prerenderedPages.filter((page) => page.earlySession);

describe("the signed-in pages' first load", () => {
  it('is every page in the shell: /, /security, /payment/*, /recharge, /transactions, /giftcode', () => {
    expect(signedInPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/security',
        '/payment/card',
        '/recharge',
        '/transactions',
        '/giftcode',
      ]),
    );
  });

  it('builds floating-ui as a chunk the menu, the tooltip and the dialog load on demand', () => {
    const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
    const floating = chunks.filter((chunk) => sourcesOf(chunk.file).some(isFloatingUi));
    expect(floating.length).toBeGreaterThan(0);
    const loadedOnDemand = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .filter(([, chunk]) => (chunk.imports ?? []).some((key) => floating.includes(manifest[key]!)))
      .map(([key]) => key);
    expect(loadedOnDemand).toEqual(
      expect.arrayContaining([
        'src/shell/UserMenuPopup.tsx',
        '../../packages/widgets/src/ui/Tooltip/TooltipPopup.tsx',
        '../../packages/widgets/src/ui/Modal/ModalDialog.tsx',
      ]),
    );
  });

  it.each(signedInPages.map((page) => [page.path, page] as const))(
    '%s: no file of its module script, modulepreloads and their static imports carries floating-ui',
    async (_path, page) => {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const { html: root } = await renderPage(page.path);
      const html = template.replace(emptyRoot, () => `<div id="root">${root}</div>`);
      const links = pageAssetLinks(outDir, manifest, html, page.modules);
      const { scripts, modulepreloads } = htmlAssets(`${html}${links.join('')}`);
      const files = staticClosure(outDir, [...scripts, ...modulepreloads]);
      // the page's own code is in it (the check reads what the page really loads)
      const pageCode = page.modules.map((key) => `/${manifest[key]!.file}`);
      expect(files).toEqual(expect.arrayContaining(pageCode));
      const carrying = files.filter((file) => sourcesOf(file.slice(1)).some(isFloatingUi));
      expect(carrying).toEqual([]);
    },
    30_000,
  );
});
