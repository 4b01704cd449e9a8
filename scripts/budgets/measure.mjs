// The measuring functions of scripts/check-budgets.mjs: gzip sizes of what a built page loads, the font files its
// text needs, and the embed's elements bundled with esbuild. Every figure is bytes (1 kB = 1000 bytes).
export { firstLoad, gzipFiles, gzipSize, htmlAssets, staticClosure } from './pageAssets.mjs';
export { bodyText, facesForText, firstViewFonts, fontFaces, parseUnicodeRange } from './fonts.mjs';
export { bundle, dynamicImports, metafileClosure } from './bundle.mjs';
