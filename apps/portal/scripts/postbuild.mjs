// build:portal's last step: pre-renders the public pages, then moves the source maps out of build/portal.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prerender } from './prerender.mjs';
import { moveSourceMaps } from './sourcemaps.mjs';

const buildDir = fileURLToPath(new URL('../../../build/', import.meta.url));
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
const moved = moveSourceMaps(`${buildDir}portal`, `${buildDir}sourcemaps`);
console.log(`[portal] ${moved} source maps moved to build/sourcemaps (not served).`);
