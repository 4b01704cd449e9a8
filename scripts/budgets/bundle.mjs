// The embed's elements bundled with esbuild, and what each chunk loads statically or on demand.
import { dirname, join } from 'node:path';
import { gzipSize } from './pageAssets.mjs';

/** The outputs of an esbuild metafile a chunk loads statically (itself included). */
export function metafileClosure(metafile, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const output = queue.shift();
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of metafile.outputs[output].imports) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  return [...seen];
}

/** The chunks an output's static closure imports dynamically. */
export function dynamicImports(metafile, closure) {
  return [
    ...new Set(
      closure.flatMap((output) =>
        metafile.outputs[output].imports
          .filter((imported) => imported.kind === 'dynamic-import' && !imported.external)
          .map((imported) => imported.path),
      ),
    ),
  ].filter((path) => !closure.includes(path));
}

/** Bundles `source` (an entry module's text, written beside `dir`) with esbuild as a production ES module, split. */
export async function bundle(dir, name, source) {
  const { build } = await import('esbuild');
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, `${name}.entry.js`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: 'es2022',
    platform: 'browser',
    outdir: join(dir, name),
    write: false,
    metafile: true,
    logLevel: 'silent',
    charset: 'utf8',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const sizes = new Map(
    result.outputFiles.map((file) => [
      file.path.slice(process.cwd().length + 1),
      gzipSize(file.contents),
    ]),
  );
  const texts = new Map(
    result.outputFiles.map((file) => [file.path.slice(process.cwd().length + 1), file.text]),
  );
  const entryOutput = Object.keys(result.metafile.outputs).find(
    (output) => result.metafile.outputs[output].entryPoint,
  );
  return { metafile: result.metafile, sizes, texts, entryOutput, dir: dirname(entry) };
}
