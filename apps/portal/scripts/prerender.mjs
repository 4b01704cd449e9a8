// Writes the pages as static HTML: the built index.html with each page's first frame in #root.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inlineScript } from './inlineCode.mjs';
import { pageAssetLinks } from './pageAssets.mjs';

const emptyRoot = '<div id="root"></div>';
// A protected page's first script after the colour mode's: GET /api/me at once (its hash is in the policy:
// vite.config.ts).
const earlySessionScript = inlineScript(
  fileURLToPath(new URL('../inline/early-session.js', import.meta.url)),
).code;

/** Text made safe inside a double-quoted attribute. */
function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Text made safe inside an element. */
function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Renders every page of the pre-renderer bundle (`vite build --ssr src/prerender.tsx`) into `outDir`, each with the
 * stylesheets and chunks of its page's code in its head (`manifest`: Vite's build manifest).
 */
export async function prerender(outDir, rendererFile, manifest) {
  const { prerenderedPages, renderPage, apiBaseUrl, sessionHintKey } = await import(
    pathToFileURL(rendererFile).href
  );
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}.`);
  for (const { path, file, modules, earlySession, reads } of prerenderedPages) {
    const page = await renderPage(path);
    let html = template.replace(emptyRoot, () => `<div id="root">${page.html}</div>`);
    if (earlySession) {
      const script =
        `<script data-api="${escapeAttribute(apiBaseUrl)}" data-reads="${escapeAttribute(reads.join(' '))}" ` +
        `data-hint="${escapeAttribute(sessionHintKey)}">${earlySessionScript}</script>`;
      if (!html.includes('</script>'))
        throw new Error('index.html has no inline colour-mode script.');
      html = html.replace('</script>', () => `</script>\n    ${script}`);
    }
    const links = pageAssetLinks(outDir, manifest, html, modules);
    html = html.replace(/\n(\s*)<\/head>/, (end, indent) =>
      [...links.map((link) => `\n${indent}  ${link}`), end].join(''),
    );
    if (page.title)
      html = html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(page.title)}</title>`,
      );
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  return prerenderedPages.length;
}
