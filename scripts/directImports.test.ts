import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { directImports, importDirectly } from './directImports';

const widgets = join(__dirname, '../packages/widgets/src');

describe('importDirectly', () => {
  it('takes each name of a barrel from the module that declares it, following barrels of barrels', () => {
    const file = join(widgets, 'elements/TopupElement.tsx');
    const code = importDirectly(file, readFileSync(file, 'utf8'));
    expect(code).not.toMatch(/from '\.\.\/ui'/);
    expect(code).toContain(
      `import { Button } from ${JSON.stringify(join(widgets, 'ui/Button/Button'))};`,
    );
    expect(code).toContain(
      `import { useUser } from ${JSON.stringify(join(widgets, 'provider/data/useUser'))};`,
    );
  });

  it('keeps aliases, drops type-only names and leaves other imports as they are', () => {
    const file = join(widgets, 'elements/Example.tsx');
    const code = importDirectly(
      file,
      [
        "import { Alert as Notice, type AlertProps } from '../ui';",
        "import type { ButtonProps } from '../ui';",
        "import { type ColourMode } from '../theme';",
        "import { useState } from 'react';",
        "import { embed } from '../i18n/vi-VN/embed';",
      ].join('\n'),
    );
    expect(code.split('\n')).toEqual([
      `import { Alert as Notice } from ${JSON.stringify(join(widgets, 'ui/Alert/Alert'))};`,
      "import type { ButtonProps } from '../ui';",
      '',
      "import { useState } from 'react';",
      "import { embed } from '../i18n/vi-VN/embed';",
    ]);
  });
});

describe('directImports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'direct-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('src/ui/index.ts', "export { Small } from './Small';\nexport { Large } from './Large';\n");
  write('src/ui/Small.ts', "export const Small = () => 'small part';\n");
  write('src/ui/Large.ts', "export const Large = () => 'large part';\n");
  write(
    'src/entry.ts',
    "import { Small } from './ui';\nconsole.log(Small(), import('./later'));\n",
  );
  write('src/later.ts', "import { Large } from './ui';\nexport const later = Large();\n");

  async function entryChunk(plugins: Parameters<typeof build>[0]['plugins']) {
    const result = await build({
      entryPoints: [join(dir, 'src/entry.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      write: false,
      plugins,
    });
    const entry = result.outputFiles.find((file) => file.path.endsWith('entry.js'))!;
    const statics = [...entry.text.matchAll(/from "\.\/(chunk-[^"]+)"/g)].map(
      ([, name]) => result.outputFiles.find((file) => file.path.endsWith(name!))!.text,
    );
    return [entry.text, ...statics].join('\n');
  }

  it('keeps a module the entry does not use out of the chunks it loads first', async () => {
    const loaded = await entryChunk([directImports(join(dir, 'src'))]);
    expect(loaded).toContain('small part');
    expect(loaded).not.toContain('large part');
  });

  it('is needed: through the barrel, esbuild puts that module in the shared chunk', async () => {
    expect(await entryChunk([])).toContain('large part');
  });
});
