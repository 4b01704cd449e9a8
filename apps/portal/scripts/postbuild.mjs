// build:portal's last step: pre-renders the pages, puts every page's stylesheets inline (their hashes into the nginx
// site's policy and build/portal-style-hashes.json, which vite preview reads) and its scripts behind the loader that
// starts them after the first paint, moves the source maps out of build/portal, and last, once every served file is
// final, writes each one's gzip and brotli copies beside it for nginx's gzip_static and brotli_static.
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineStylesheets, withStyleHashes } from './inlineStyles.mjs';
import { loadAfterPaint } from './loadAfterPaint.mjs';
import { prerender } from './prerender.mjs';
import { precompress } from './precompress.mjs';
import { moveSourceMaps } from './sourcemaps.mjs';

// build/, or PORTAL_BUILD_DIR (relative to the repository) as vite.config.ts has it.
const buildDir = `${resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  process.env.PORTAL_BUILD_DIR ?? 'build',
)}/`;
// Vite's manifest (which chunk brings which CSS) is for the pre-renderer only: it moves out of what is served.
const manifestFile = `${buildDir}portal/.vite/manifest.json`;
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
renameSync(manifestFile, `${buildDir}portal-manifest.json`);
rmSync(`${buildDir}portal/.vite`, { recursive: true, force: true });
const pages = await prerender(`${buildDir}portal`, `${buildDir}portal-ssr/prerender.js`, manifest);
rmSync(`${buildDir}portal-ssr`, { recursive: true, force: true });
console.log(
  `[portal] ${pages} pages pre-rendered (login.html, register.html, ..., home.html, payment/card.html, ...).`,
);
const portal = `${buildDir}portal`;
const hashes = [];
const htmlFiles = readdirSync(portal, { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.isFile() && entry.name.endsWith('.html'),
);
for (const entry of htmlFiles) {
  const file = join(entry.parentPath, entry.name);
  const { html, hash } = inlineStylesheets(portal, readFileSync(file, 'utf8'));
  writeFileSync(file, loadAfterPaint(html));
  if (hash) hashes.push(hash);
}
const site = `${buildDir}nginx/portal-site.conf`;
const styleHashes = [...new Set(hashes)].sort();
writeFileSync(site, withStyleHashes(readFileSync(site, 'utf8'), styleHashes));
writeFileSync(`${buildDir}portal-style-hashes.json`, `${JSON.stringify(styleHashes)}\n`);
console.log(
  `[portal] ${htmlFiles.length} pages' stylesheets inline, allowed by their hashes; their scripts load after the first paint.`,
);
const moved = moveSourceMaps(`${buildDir}portal`, `${buildDir}sourcemaps`);
console.log(`[portal] ${moved} source maps moved to build/sourcemaps (not served).`);
const sent = await precompress(portal);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `[portal] ${sent.files} files pre-compressed beside themselves (.gz at gzip 9, .br at brotli 11): ${kB(sent.bytes)} -> ${kB(sent.gzip)} gzip, ${kB(sent.brotli)} brotli.`,
);
