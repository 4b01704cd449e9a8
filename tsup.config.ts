import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
    elements: 'packages/widgets/src/elements/index.ts',
  },
  outDir: 'packages/widgets/dist',
  format: ['esm', 'cjs'],
  target: 'es2022',
  platform: 'browser',
  dts: {
    entry: {
      index: 'packages/widgets/src/index.ts',
      testing: 'packages/widgets/src/testing.ts',
      elements: 'packages/widgets/src/elements/index.ts',
    },
  },
  tsconfig: 'packages/widgets/tsconfig.build.json',
  sourcemap: true,
  clean: true,
  // Each entry stands alone: index.js keeps its own class maps, elements.js its own copy of the widgets.
  splitting: false,
  treeshake: true,
  external,
  // tsup's default CSS handling yields empty class maps for CSS modules; 'local-css' scopes every
  // class as File_class and emits one stylesheet beside the bundle (index.css).
  loader: { '.css': 'local-css' },
  // process.env.NODE_ENV stays for the host's bundler to replace (as React's does): the widgets'
  // short development warnings must vanish from the host's production build, not from ours.
  // (esbuild defines it for the browser platform unless told otherwise)
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
  onSuccess: async () => inlineElementsCss(),
});

/**
 * The elements adopt our stylesheet into their shadow roots as a constructable stylesheet, so elements.js carries
 * the CSS emitted for it (elements.css) as a string in place of the marker in src/elements/styles.ts.
 */
function inlineElementsCss(): void {
  const dist = 'packages/widgets/dist';
  const css = readFileSync(`${dist}/elements.css`, 'utf8').replace(
    /\/\*# sourceMappingURL=.*?\*\//g,
    '',
  );
  for (const file of ['elements.js', 'elements.cjs']) {
    const path = `${dist}/${file}`;
    if (!existsSync(path)) continue;
    const code = readFileSync(path, 'utf8');
    const marked = /(["'])\/\*__PORTAL_WIDGETS_CSS__\*\/\1/;
    if (!marked.test(code)) throw new Error(`${path}: the stylesheet marker is missing`);
    writeFileSync(
      path,
      code.replace(marked, () => JSON.stringify(css)),
    );
  }
}
