// The embed's elements measured for scripts/check-budgets.mjs: `elements` (the built dist/elements.js) bundled with
// React by esbuild, beside the stack the embed's budgets sit on (issue 34): React with swr reading one answer through
// redaxios and decoding it with superstruct, bundled the same way.
import { join } from 'node:path';
import { bundle, dynamicImports, metafileClosure } from './bundle.mjs';

/** The stack's least use: React rendering what swr read through redaxios and superstruct decoded. */
const stackSource = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import redaxios from 'redaxios';
import { create, string, type } from 'superstruct';
import useSWR from 'swr';
const api = redaxios.create({ baseURL: '/', withCredentials: true });
const User = type({ username: string() });
const read = (path) => api.get(path).then((response) => create(response.data, User));
function Name() {
  const { data } = useSWR('/api/me', read);
  return createElement('h1', null, data ? data.username : '');
}
createRoot(document.getElementById('root')).render(createElement(Name));
`;

/**
 * The embed's outputs in `work`: `<portal-login>`'s (the entry's static closure) and `<portal-topup>`'s (that plus
 * the chunks it imports on demand, except the QR encoder's), `sum` of outputs' gzip sizes, and the stack's own.
 */
export async function measureEmbed(work, elements) {
  const stack = await bundle(work, 'stack', stackSource);
  const stackGzip = [...stack.sizes.values()].reduce((sum, size) => sum + size, 0);
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
  return { embed, stackGzip, loginOutputs, topupOutputs, sum };
}
