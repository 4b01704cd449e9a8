import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

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

const elementsEntry = { elements: 'packages/widgets/src/elements/index.ts' };

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
      esbuildOptions(options) {
        options.chunkNames = 'elements-[name]-[hash]';
      },
      onSuccess: inlineEsmElementsCss,
    },
    {
      // CommonJS stays one file (require() of the on-demand parts is inlined).
      ...shared,
      entry: { 'elements-cjs': elementsEntry.elements },
      format: ['cjs'],
      splitting: false,
      onSuccess: inlineCjsElementsCss,
    },
  ];
});

/** The stylesheet emitted for an elements build, minified, without its source map comment; the file removed. */
async function takeCss(file: string): Promise<string> {
  const css = readFileSync(file, 'utf8');
  rmSync(file);
  rmSync(`${file}.map`, { force: true });
  const { code } = await transform(css, { loader: 'css', minify: true, charset: 'utf8' });
  return code.trim();
}

/** Puts `css` as a string in place of the marker of src/elements/styles.ts, in the one file of `files` holding it. */
function inlineCss(files: string[], css: string): void {
  const marked = /(["'])\/\*__PORTAL_WIDGETS_CSS__\*\/\1/;
  const holders = files.filter((file) => marked.test(readFileSync(file, 'utf8')));
  if (holders.length !== 1) throw new Error(`the stylesheet marker is in ${holders.length} files`);
  const [path] = holders as [string];
  writeFileSync(
    path,
    readFileSync(path, 'utf8').replace(marked, () => JSON.stringify(css)),
  );
}

/**
 * The elements adopt our stylesheet into their shadow roots as a constructable stylesheet, so the ESM build carries
 * the CSS esbuild emitted for its entry (elements.css: every module's, those loaded on demand included) as a string
 * in place of the marker in src/elements/styles.ts. The on-demand chunks' own stylesheets are not needed.
 */
async function inlineEsmElementsCss(): Promise<void> {
  const css = await takeCss(`${dist}/elements.css`);
  const metafile = JSON.parse(readFileSync(`${dist}/metafile-esm.json`, 'utf8')) as {
    outputs: Record<string, unknown>;
  };
  rmSync(`${dist}/metafile-esm.json`);
  const outputs = Object.keys(metafile.outputs).map((output) =>
    output.replace(/^.*\//, `${dist}/`),
  );
  for (const output of outputs.filter((file) => file.endsWith('.css') && existsSync(file))) {
    rmSync(output);
    rmSync(`${output}.map`, { force: true });
  }
  inlineCss(
    outputs.filter((file) => file.endsWith('.js')),
    css,
  );
}

/** The CommonJS elements build: one file, built as elements-cjs (its own stylesheet name), renamed elements.cjs. */
async function inlineCjsElementsCss(): Promise<void> {
  const css = await takeCss(`${dist}/elements-cjs.css`);
  const code = readFileSync(`${dist}/elements-cjs.cjs`, 'utf8').replace(
    /sourceMappingURL=elements-cjs\.cjs\.map/,
    'sourceMappingURL=elements.cjs.map',
  );
  writeFileSync(`${dist}/elements.cjs`, code);
  const map = readFileSync(`${dist}/elements-cjs.cjs.map`, 'utf8');
  writeFileSync(`${dist}/elements.cjs.map`, map.replace('"elements-cjs.cjs"', '"elements.cjs"'));
  rmSync(`${dist}/elements-cjs.cjs`);
  rmSync(`${dist}/elements-cjs.cjs.map`);
  inlineCss([`${dist}/elements.cjs`], css);
}
