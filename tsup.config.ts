import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { directImports } from './scripts/directImports';
import { inlineCjsElementsCss, inlineEsmElementsCss } from './scripts/elements-css';

const manifest = JSON.parse(readFileSync('packages/widgets/package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// tsup only externalises the dependencies of the package.json in the folder it runs from (the
// root), so name the widgets' own runtime libraries and peers: they are installed, never bundled.
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map(
  (name) => new RegExp(`^${name.replace('/', '\\/')}(\\/.*)?$`),
);

const dist = 'packages/widgets/dist';
const standalone = `${dist}/standalone`;

const shared = {
  outDir: dist,
  target: 'es2022',
  platform: 'browser',
  tsconfig: 'packages/widgets/tsconfig.build.json',
  sourcemap: true,
  // The three builds below run at once into one folder: it is emptied once, before them (see the export).
  clean: false,
  treeshake: true,
  external,
  // tsup's default CSS handling yields empty class maps for CSS modules; 'local-css' scopes every
  // class as File_class and emits one stylesheet beside the bundle (index.css).
  loader: { '.css': 'local-css' },
  // process.env.NODE_ENV stays for the host's bundler to replace (as React's does): the widgets'
  // short development warnings must vanish from the host's production build, not from ours.
  // (esbuild defines it for the browser platform unless told otherwise)
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
} satisfies Options;

/**
 * Minifies the self-contained build's files once their stylesheets are in (esbuild's minify would have dropped the
 * stylesheet's module headers and class names that scripts/elements-css.ts cuts and renames by), through their
 * source maps. The maps ship beside the files, unnamed in them: the portal serves these very bytes, and its served
 * files point at no source map (apps/portal/scripts/sourcemaps.mjs).
 */
async function minifyStandalone(dir: string): Promise<void> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  await build({
    entryPoints: files.map((name) => `${dir}/${name}`),
    outdir: dir,
    allowOverwrite: true,
    bundle: false,
    format: 'esm',
    target: shared.target,
    minify: true,
    charset: 'utf8',
    sourcemap: 'external',
    logLevel: 'warning',
  });
  for (const file of files) {
    const code = readFileSync(`${dir}/${file}`, 'utf8');
    writeFileSync(`${dir}/${file}`, code.replace(/\n?\/\/# sourceMappingURL=\S+/g, ''));
  }
}

const elementsEntry = { elements: 'packages/widgets/src/elements/index.ts' };

/**
 * swr imports useSyncExternalStore from 'use-sync-external-store/shim', the copy for React before 18; the
 * self-contained build carries React 19, which has its own (as the portal's build does).
 */
const reactOwnSyncExternalStore: Plugin = {
  name: 'react-own-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim$/ }, () => ({
      path: 'use-sync-external-store-shim',
      namespace: 'react-own',
    }));
    build.onLoad({ filter: /.*/, namespace: 'react-own' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: resolve('.'),
      loader: 'js',
    }));
  },
};

export default defineConfig(() => {
  rmSync(shared.outDir, { recursive: true, force: true });
  return [
    {
      ...shared,
      entry: {
        index: 'packages/widgets/src/index.ts',
        testing: 'packages/widgets/src/testing.ts',
      },
      format: ['esm', 'cjs'],
      dts: {
        entry: {
          index: 'packages/widgets/src/index.ts',
          testing: 'packages/widgets/src/testing.ts',
          ...elementsEntry,
        },
      },
      // Each entry stands alone: index.js keeps its own class maps, elements.js its own copy of the widgets.
      splitting: false,
    },
    {
      // elements.js is split: `<portal-topup>`'s payment part (and the QR encoder) are chunks loaded on demand,
      // beside it (elements-[hash].js / chunk-[hash].js), so `<portal-login>` carries none of them.
      ...shared,
      entry: elementsEntry,
      format: ['esm'],
      splitting: true,
      metafile: true,
      // Named imports from the barrels taken from the declaring modules, so the split follows what each part uses.
      esbuildPlugins: [directImports(resolve('packages/widgets/src'))],
      esbuildOptions(options) {
        options.chunkNames = 'elements-[name]-[hash]';
      },
      onSuccess: () => inlineEsmElementsCss(dist, 'elements'),
    },
    {
      // CommonJS stays one file (require() of the on-demand parts is inlined).
      ...shared,
      entry: { 'elements-cjs': elementsEntry.elements },
      format: ['cjs'],
      splitting: false,
      onSuccess: () => inlineCjsElementsCss(dist, 'elements-cjs', 'elements.cjs'),
    },
    {
      // The self-contained build (dist/standalone/elements.js): React, swr and the rest inside, minified for
      // production, split as elements.js is; for a page without a bundler (from a CDN) and the portal's embed.js.
      ...shared,
      outDir: standalone,
      entry: { elements: 'packages/widgets/src/elements/standalone.ts' },
      format: ['esm'],
      splitting: true,
      metafile: true,
      external: [],
      noExternal: [/./],
      define: { 'process.env.NODE_ENV': '"production"' },
      esbuildPlugins: [directImports(resolve('packages/widgets/src')), reactOwnSyncExternalStore],
      esbuildOptions(options) {
        options.chunkNames = 'elements-[name]-[hash]';
      },
      onSuccess: async () => {
        await inlineEsmElementsCss(standalone, 'elements');
        await minifyStandalone(standalone);
      },
    },
  ];
});
