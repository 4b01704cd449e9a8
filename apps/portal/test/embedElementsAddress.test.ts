// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { embedElementsAddress, embedElementsPlaceholder } from '../vite-plugins/embedElements';

/** Runs the plugin's generateBundle over a bundle of embed.js and the elements' entry; returns embed.js's code. */
function written(embedCode: string) {
  const bundle = {
    'embed.js': {
      type: 'chunk',
      isEntry: true,
      name: 'embed',
      fileName: 'embed.js',
      code: embedCode,
    },
    'assets/embed-elements-AbC123.js': {
      type: 'chunk',
      isEntry: true,
      name: 'embed-elements',
      fileName: 'assets/embed-elements-AbC123.js',
      code: 'defineElements()',
    },
  } as unknown as Rollup.OutputBundle;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as Rollup.PluginContext;
  const hook = embedElementsAddress().generateBundle as unknown as (
    this: Rollup.PluginContext,
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  hook.call(context, {}, bundle);
  return (bundle['embed.js'] as { code: string }).code;
}

describe('embed.js’s address of the elements’ module', () => {
  it('is the built entry’s file, beside embed.js', () => {
    const code = written(`var t=new URL(\`${embedElementsPlaceholder}\`,import.meta.url).href;`);
    expect(code).toBe('var t=new URL(`./assets/embed-elements-AbC123.js`,import.meta.url).href;');
  });

  it('fails the build when embed.js does not name the module', () => {
    expect(() => written('import("./assets/embed-elements.js")')).toThrow(embedElementsPlaceholder);
  });
});
