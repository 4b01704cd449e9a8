import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const manifest = JSON.parse(readFileSync('packages/widgets/package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// tsup only externalises the dependencies of the package.json in the folder it runs from (the
// root), so name the widgets' own runtime libraries and peers: they are installed, never bundled.
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).map(
  (name) => new RegExp(`^${name.replace('/', '\\/')}(\\/.*)?$`),
);

export default defineConfig({
  entry: {
    index: 'packages/widgets/src/index.ts',
    testing: 'packages/widgets/src/testing.ts',
  },
  outDir: 'packages/widgets/dist',
  format: ['esm', 'cjs'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    entry: {
      index: 'packages/widgets/src/index.ts',
      testing: 'packages/widgets/src/testing.ts',
    },
  },
  tsconfig: 'packages/widgets/tsconfig.build.json',
  sourcemap: true,
  clean: true,
  treeshake: true,
  external,
  // tsup's default CSS handling yields empty class maps for CSS modules; 'local-css' scopes every
  // class as File_class and emits one stylesheet beside the bundle (index.css).
  loader: { '.css': 'local-css' },
  // process.env.NODE_ENV stays for the host's bundler to replace (as React's does): the widgets'
  // short development warnings must vanish from the host's production build, not from ours.
  // (esbuild defines it for the browser platform unless told otherwise)
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
});
