// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originalPositionFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import type { Rollup } from 'vite';
import {
  embedElements,
  embedElementsPlaceholder,
  servedElements,
} from '../vite-plugins/embedElements';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder standing in for the package's dist/standalone. */
function standalone(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'standalone-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const built = {
  'elements.js': 'import{a}from"./elements-chunk-X1.js";export{a as defineElements};',
  'elements.js.map': '{"version":3}',
  'elements-chunk-X1.js': 'export const a=1;',
  'elements.css': '.x{}',
};

type Emitted = { type: string; fileName: string; source: Uint8Array };

/** Runs the plugin's buildStart, then its renderChunk on `code` as the chunk `fileName`. */
function run(dir: string, code: string, fileName = 'embed.js') {
  const plugin = embedElements(dir);
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Rollup.PluginContext;
  (plugin.buildStart as (this: Rollup.PluginContext) => void).call(context);
  const renderChunk = plugin.renderChunk as unknown as (
    this: Rollup.PluginContext,
    code: string,
    chunk: { fileName: string },
  ) => { code: string; map: Rollup.SourceMapInput } | null;
  return { emitted, result: renderChunk.call(context, code, { fileName }) };
}

describe('the self-contained elements the portal serves', () => {
  it('are the package’s files byte for byte, their names kept, in a folder named by their hash', () => {
    const dir = standalone(built);
    const { emitted } = run(dir, `x(\`${embedElementsPlaceholder}\`)`);
    const { folder } = servedElements(dir);
    expect(folder).toMatch(/^assets\/elements-[\w-]{10}$/);
    expect(emitted.map((file) => file.fileName).sort()).toEqual(
      ['elements-chunk-X1.js', 'elements.js', 'elements.js.map'].map((name) => `${folder}/${name}`),
    );
    const entry = emitted.find((file) => file.fileName.endsWith('/elements.js'))!;
    expect(Buffer.from(entry.source).toString()).toBe(built['elements.js']);
  });

  it('move to another folder when a byte changes', () => {
    const before = servedElements(standalone(built)).folder;
    const after = servedElements(
      standalone({ ...built, 'elements-chunk-X1.js': 'export const a=2;' }),
    ).folder;
    expect(after).not.toBe(before);
  });

  it('fail the build before the package is built', () => {
    expect(() => servedElements(standalone({}))).toThrow('npm run build:widgets');
  });
});

describe('embed.js’s address of the elements’ module', () => {
  const dir = standalone(built);
  const folder = servedElements(dir).folder;
  const code = `var t=new URL(\`${embedElementsPlaceholder}\`,import.meta.url).href;`;

  it('is the served entry’s file, beside embed.js', () => {
    expect(run(dir, code).result?.code).toBe(
      `var t=new URL(\`./${folder}/elements.js\`,import.meta.url).href;`,
    );
  });

  it('maps what follows the address to where it was (the address is longer than the placeholder)', () => {
    const { result } = run(dir, code);
    const map = new TraceMap(result?.map as SourceMapInput);
    const column = result?.code.indexOf('import.meta') ?? -1;
    expect(originalPositionFor(map, { line: 1, column })).toMatchObject({
      line: 1,
      column: code.indexOf('import.meta'),
    });
  });

  it('leaves every other chunk alone', () => {
    expect(run(dir, `x("${embedElementsPlaceholder}")`, 'assets/index-Xy.js').result).toBeNull();
  });

  it('fails the build when embed.js does not name the module', () => {
    expect(() => run(dir, 'import("./assets/elements.js")')).toThrow(embedElementsPlaceholder);
  });
});
