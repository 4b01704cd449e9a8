import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './vite-plugins/csp.ts';
import { chunkGroups } from './vite-plugins/chunkGroups.ts';
import { fontPreload } from './vite-plugins/fontPreload.ts';
import { inlineHeadScript, inlineScript } from './vite-plugins/inlineScript.ts';
import { localesWithOverrides } from './vite-plugins/localeOverrides.ts';
import { monitoringOrigins } from './vite-plugins/monitoringOrigins.ts';
import { embedElements } from './vite-plugins/embedElements.ts';
import { nginxSiteFile } from './vite-plugins/nginxSite.ts';
import { previewPageCaching } from './vite-plugins/pageCaching.ts';

const widgetsSource = fileURLToPath(
  new URL('../../packages/widgets/src/index.ts', import.meta.url),
);
// React 19's own useSyncExternalStore in place of swr's shim for older Reacts (src/vendor/useSyncExternalStoreShim.ts).
const syncExternalStore = fileURLToPath(
  new URL('./src/vendor/useSyncExternalStoreShim.ts', import.meta.url),
);
// The package's built elements entry (`npm run build:widgets` first), which embed.dev.ts imports: it carries the
// library's stylesheet as text, adopted into the elements' shadow roots.
const elementsBuilt = fileURLToPath(
  new URL('../../packages/widgets/dist/elements.js', import.meta.url),
);
// The package's self-contained elements (React inside), which the build serves byte for byte for embed.js.
const standaloneElements = fileURLToPath(
  new URL('../../packages/widgets/dist/standalone', import.meta.url),
);
const portalRoot = fileURLToPath(new URL('.', import.meta.url));
/**
 * Where the build goes: build/, or `PORTAL_BUILD_DIR` (relative to the repository) for a second build beside it with
 * other settings (e2e/monitoring.spec.ts's, with the operators' monitoring on), which leaves build/ as it is.
 */
const buildDir = resolve(portalRoot, '../..', process.env.PORTAL_BUILD_DIR ?? 'build');
// Applies the player's stored colour mode before the first paint (no flash), inline in every page's head.
const colourModeScript = inlineScript(`${portalRoot}inline/colour-mode.js`);
// Asks GET /api/me as a protected page is parsed (scripts/prerender.mjs puts it into those pages).
const earlySessionScript = inlineScript(`${portalRoot}inline/early-session.js`);
// Starts a built page's scripts once its HTML has painted (scripts/postbuild.mjs puts it into every page).
const loaderScript = inlineScript(`${portalRoot}inline/load-after-paint.js`);

/** In development, `/embed.js` is the embed's source module (embed.dev.ts), like the build's stable entry. */
function embedDevEntry(): Plugin {
  return {
    name: 'portal-embed-dev-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === '/embed.js') req.url = '/src/embed.dev.ts';
        next();
      });
    },
  };
}

/** The pre-renderer: the same App for Node; scripts/postbuild.mjs runs it over the built index.html. */
const ssrBuild = {
  outDir: join(buildDir, 'portal-ssr'),
  emptyOutDir: true,
  sourcemap: false,
};

/**
 * The modules loaded on demand per route (routing/lazyPages.tsx, routing/lazyAreas.tsx): their chunks
 * are named `route-<name>`, which the byte budgets check (scripts/check-budgets.mjs, ≤ 25 kB each).
 */
const routeChunks: Record<string, string> = {
  'src/pages/auth/RegisterPage.tsx': 'register',
  'src/pages/auth/RecoveryPages.tsx': 'recovery',
  'src/pages/SupportPage.tsx': 'support',
  'src/shell/ShellLayout.tsx': 'shell',
  'src/pages/AccountPages.tsx': 'account',
  'src/pages/MoneyPages.tsx': 'money',
  'src/pages/HistoryPages.tsx': 'history',
};

/**
 * Whether a chunk (or its stylesheet) holds parts pages share, from the chunk plan's `shared` group: Rolldown names
 * them after the pages (`shared~RegisterPage~RecoveryPages`); their files are `assets/shared-<hash>`.
 */
const isShared = (name: string | undefined) => name?.startsWith('shared~') ?? false;

/**
 * A chunk's file: `assets/route-<name>-<hash>.js` for a route module's, `assets/shared-<hash>.js` for the parts pages
 * share, else `assets/<name>-<hash>.js`.
 */
function chunkFileName(chunk: { facadeModuleId: string | null; name: string }): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/') ?? '';
  const route = Object.entries(routeChunks).find(([file]) => id === `${portalRoot}${file}`)?.[1];
  if (route) return `assets/route-${route}-[hash].js`;
  return isShared(chunk.name) ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js';
}

/** The hashes of the built pages' inline styles (scripts/postbuild.mjs), if the portal has been built. */
function builtStyleHashes(): string[] {
  const file = join(buildDir, 'portal-style-hashes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** The nginx site the portal is deployed with (README, "Serving the portal with nginx"), beside build/portal. */
const nginxSitePath = join(buildDir, 'nginx/portal-site.conf');

/** The portal in build/portal. */
const clientBuild = {
  outDir: join(buildDir, 'portal'),
  emptyOutDir: true,
  // Made for the error tracker but not served: no sourceMappingURL in the bundles, and
  // scripts/postbuild.mjs moves the .map files to build/sourcemaps.
  sourcemap: 'hidden' as const,
  // Which chunk brings which CSS, for the pre-renderer (scripts/prerender.mjs); moved out of build/portal after it.
  manifest: true,
  // Every browser the portal serves (Chrome and Edge on the players' phones, Firefox 115+, Safari 17+) knows
  // <link rel="modulepreload">: no polyfill in the first bundle (0.5 kB gzip).
  modulePreload: { polyfill: false },
  // Fonts stay files (a data: URL would need font-src data: on the sites that embed).
  assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  rollupOptions: {
    input: {
      index: `${portalRoot}index.html`,
      embed: `${portalRoot}src/embed.ts`,
    },
    output: {
      // embed.js keeps its name (sites link to it); everything it loads is hashed, for long-lived caching.
      entryFileNames: (chunk: { name: string }) =>
        chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js',
      chunkFileNames: chunkFileName,
      // The stylesheets of the shared parts, named as their scripts are (chunkFileName).
      assetFileNames: (asset: { names: readonly string[] }) =>
        isShared(asset.names[0])
          ? 'assets/shared-[hash][extname]'
          : 'assets/[name]-[hash][extname]',
      // The libraries' chunk, the first bundle whole and the pages' small shared parts together: few files on a page's
      // first load (vite-plugins/chunkGroups.ts).
      codeSplitting: chunkGroups({
        portal: `${portalRoot}src/main.tsx`,
        embed: `${portalRoot}src/embed.ts`,
      }),
    },
  },
};

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const apiOrigin = new URL(env.VITE_API_URL ?? 'http://localhost:8787').origin;
  const recaptcha = !!env.VITE_RECAPTCHA_SITE_KEY;
  const facebook = !!env.VITE_FACEBOOK_APP_ID;
  // The operators' monitoring, each part only when its setting is set (README, "Watching the portal").
  const monitoring = monitoringOrigins(env);
  // The dev server injects inline scripts and styles (HMR, React refresh); they carry this nonce,
  // made anew at every start. The production build has no inline code and needs none.
  const devNonce = command === 'serve' ? randomBytes(16).toString('base64url') : undefined;
  const port = Number(process.env.PORTAL_PORT ?? 5173);
  // One source for the headers of every server of the built portal: vite preview and nginx (whose site
  // scripts/postbuild.mjs completes with the hashes of the pages' inline styles, which vite preview reads back).
  const scriptHashes = [colourModeScript.hash, earlySessionScript.hash, loaderScript.hash];
  const productionHeaders = securityHeaders({
    apiOrigin,
    recaptcha,
    facebook,
    scriptHashes,
    monitoringOrigins: monitoring,
  });
  const previewHeaders = securityHeaders({
    apiOrigin,
    recaptcha,
    facebook,
    scriptHashes,
    styleHashes: builtStyleHashes(),
    monitoringOrigins: monitoring,
  });

  if (command === 'build' && (!env.VITE_API_URL || !recaptcha)) {
    console.warn(
      '[portal] Building for the local simulator (VITE_API_URL or VITE_RECAPTCHA_SITE_KEY is not set): ' +
        'this build talks to http://localhost:8787 with the dev captcha. See README, "Pointing the portal at a real API".',
    );
  }

  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // The built elements bundle is not the portal's code: no React refresh wrapped into it.
    plugins: [
      react({ exclude: [/\/node_modules\//, /\/packages\/widgets\/dist\//] }),
      embedDevEntry(),
      inlineHeadScript(colourModeScript),
      fontPreload(),
      previewPageCaching(),
      ...(isSsrBuild
        ? []
        : [
            embedElements(standaloneElements),
            nginxSiteFile(nginxSitePath, productionHeaders, apiOrigin),
          ]),
    ],
    resolve: {
      alias: [
        { find: /^@portal\/widgets\/elements$/, replacement: elementsBuilt },
        { find: /^@portal\/widgets$/, replacement: widgetsSource },
        { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
      ],
    },
    // Built class names are short hashes (`_a1B2c`, not `_header_134yx_8`): every page carries the class maps of its
    // modules and the pre-rendered HTML their names (0.5 kB gzip of /login's first load). Dev keeps readable ones.
    css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:5]' } } : undefined,
    html: devNonce ? { cspNonce: devNonce } : undefined,
    define: {
      // The footer's year in pre-rendered pages (src/layouts/useCurrentYear.ts).
      __PORTAL_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // Which locales have an override file to fetch (src/useMessageOverrides.ts).
      __PORTAL_LOCALE_OVERRIDES__: JSON.stringify(
        localesWithOverrides(`${portalRoot}public`, env.VITE_LOCALE_OVERRIDES),
      ),
    },
    server: {
      port,
      strictPort: true,
      headers: securityHeaders({
        apiOrigin,
        scriptHashes,
        nonce: devNonce,
        devSocket: `ws://localhost:${port}`,
        recaptcha,
        facebook,
        monitoringOrigins: monitoring,
      }),
    },
    preview: {
      port: Number(process.env.PORTAL_PREVIEW_PORT ?? 4173),
      strictPort: true,
      headers: previewHeaders,
      // embed.js, its chunks and fonts are loaded by other sites' pages (module scripts and fonts need CORS).
      cors: true,
    },
    // `--ssr src/prerender.tsx` (build:portal's second step) builds the pre-renderer for Node, outside
    // build/portal, with its dependencies inside (the workspace's node_modules are not beside it).
    build: isSsrBuild ? ssrBuild : clientBuild,
    ssr: isSsrBuild ? { noExternal: true } : undefined,
  };
});
