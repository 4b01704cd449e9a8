// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { originalPositionFor, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';
import type { Rollup } from 'vite';
import { embedElementsAddress, embedElementsPlaceholder } from '../vite-plugins/embedElements';

const elementsFile = 'assets/embed-elements-AbC123.js';

/** Runs the plugin's renderChunk on embed.js beside the elements' entry; returns what it gives back. */
function rendered(embedCode: string, fileName = 'embed.js') {
  const chunks = {
    'embed.js': { isEntry: true, name: 'embed', fileName: 'embed.js' },
    [elementsFile]: { isEntry: true, name: 'embed-elements', fileName: elementsFile },
  };
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Rollup.PluginContext;
  const hook = embedElementsAddress().renderChunk as unknown as (
    this: Rollup.PluginContext,
    code: string,
    chunk: { fileName: string },
    options: unknown,
    meta: { chunks: typeof chunks },
  ) => { code: string; map: Rollup.SourceMapInput } | null;
  return hook.call(context, embedCode, { fileName }, {}, { chunks });
}

describe('embed.js’s address of the elements’ module', () => {
  it('is the built entry’s file, beside embed.js', () => {
    const result = rendered(`var t=new URL(\`${embedElementsPlaceholder}\`,import.meta.url).href;`);
    expect(result?.code).toBe(`var t=new URL(\`./${elementsFile}\`,import.meta.url).href;`);
  });

  it('maps what follows the address to where it was (the address is longer than the placeholder)', () => {
    const code = `var t=new URL(\`${embedElementsPlaceholder}\`,import.meta.url).href;`;
    const result = rendered(code);
    const map = new TraceMap(result?.map as SourceMapInput);
    const column = result?.code.indexOf('import.meta') ?? -1;
    expect(originalPositionFor(map, { line: 1, column })).toMatchObject({
      line: 1,
      column: code.indexOf('import.meta'),
    });
  });

  it('leaves every other chunk alone', () => {
    expect(rendered(`x("${embedElementsPlaceholder}")`, 'assets/index-Xy.js')).toBeNull();
  });

  it('fails the build when embed.js does not name the module', () => {
    expect(() => rendered('import("./assets/embed-elements.js")')).toThrow(
      embedElementsPlaceholder,
    );
  });
});
