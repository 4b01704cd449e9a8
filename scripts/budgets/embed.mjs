// The embed's elements measured for scripts/check-budgets.mjs: `elements` (the built dist/elements.js) bundled with
// React by esbuild, beside React alone, the floor the embed's budgets sit on.
import { join } from 'node:path';
import { bundle, dynamicImports, metafileClosure } from './bundle.mjs';

/**
 * The embed's outputs in `work`: `<portal-login>`'s (the entry's static closure) and `<portal-topup>`'s (that plus
 * the chunks it imports on demand, except the QR encoder's), `sum` of outputs' gzip sizes, and React's own.
 */
export async function measureEmbed(work, elements) {
  const react = await bundle(
    work,
    'react',
    `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
      `createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n`,
  );
  const reactGzip = [...react.sizes.values()].reduce((sum, size) => sum + size, 0);
  const embed = await bundle(
    work,
    'embed',
    `import { defineElements } from ${JSON.stringify(join(process.cwd(), elements))};\ndefineElements({});\n`,
  );
  const sum = (outputs) =>
    outputs.reduce((total, output) => total + (embed.sizes.get(output) ?? 0), 0);
  const loginOutputs = metafileClosure(embed.metafile, embed.entryOutput);
  const isQr = (output) =>
    Object.keys(embed.metafile.outputs[output].inputs).some((input) =>
      input.includes('qrcode-generator'),
    );
  const lazy = dynamicImports(embed.metafile, loginOutputs).filter((output) => !isQr(output));
  const topupOutputs = [
    ...new Set([
      ...loginOutputs,
      ...lazy.flatMap((output) => metafileClosure(embed.metafile, output)),
    ]),
  ];
  return { embed, reactGzip, loginOutputs, topupOutputs, sum };
}
