// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { coreTexts } from './catalogue';
import { viVN, type MessageKey } from './vi-VN';

const src = join(import.meta.dirname, '..');
const folders = [
  ...readdirSync(join(src, 'widgets'))
    .filter((name) => name !== 'shared')
    .map((name) => `widgets/${name}`),
  'elements',
];

/** The full keys a folder's sources name as literals (a key built from parts is left to the widget's own tests). */
function literalKeys(folder: string): string[] {
  const keys = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) {
        const source = readFileSync(path, 'utf8');
        for (const [, key] of source.matchAll(/\bt\(\s*'([A-Za-z]+\.[\w.-]+)'/g)) keys.add(key!);
      }
    }
  };
  visit(join(src, folder));
  return [...keys];
}

/**
 * What a bundler ships of a folder: its index.ts bundled as a host would (tree-shaken, the package's modules free of
 * side effects, its dependencies left out), the parts it loads on demand included. The catalogue files whose texts
 * made it in, and the JS of the entry's own chunk (what loads before anything on demand).
 */
async function shipped(folder: string) {
  const result = await build({
    entryPoints: [join(src, folder, 'index.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: '/out',
    metafile: true,
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const outputs = Object.values(result.metafile.outputs);
  const catalogues = (picked: Metafile['outputs'][string][]) =>
    new Set(
      picked.flatMap((output) =>
        Object.entries(output.inputs)
          .filter(([path, input]) => path.includes('i18n/vi-VN/') && input.bytesInOutput > 0)
          .map(([path]) => relative(join(src, 'i18n/vi-VN'), join(process.cwd(), path))),
      ),
    );
  const entry = outputs.find((output) => output.entryPoint !== undefined)!;
  return { all: catalogues(outputs), entry: catalogues([entry]) };
}

/** The texts of catalogue files, by file name, with the core's (PortalProvider, always there, brings them). */
async function textsOf(files: Iterable<string>): Promise<Record<string, string>> {
  const modules = await Promise.all(
    [...files].map((file) => import(`./vi-VN/${file.replace(/\.ts$/, '')}.ts`)),
  );
  return Object.assign({}, coreTexts, ...modules.flatMap((module) => Object.values(module)));
}

describe('texts by area', () => {
  it.each(folders)('%s, bundled alone, brings the texts of every key it shows', async (folder) => {
    const keys = literalKeys(folder);
    expect(keys.length).toBeGreaterThan(0);
    const texts = await textsOf((await shipped(folder)).all);
    const missing = keys.filter((key) => texts[key] === undefined);
    expect(missing).toEqual([]);
    for (const key of keys) expect(texts[key], key).toBe(viVN[key as MessageKey]);
  });

  it('keeps the money texts and the other auth forms’ texts out of the login widget', async () => {
    const { all } = await shipped('widgets/LoginForm');
    expect([...all].filter((file) => /^(payment|recharge)/.test(file))).toEqual([]);
    expect([...all].filter((file) => file.startsWith('auth'))).toEqual(['authLogin.ts']);
    const texts = await textsOf(all);
    expect(texts['payment.card.serial']).toBeUndefined();
    expect(texts['auth.register.submit']).toBeUndefined();
    expect(texts['auth.login.submit']).toBe('Đăng nhập');
  });

  it('keeps the new credentials’ field messages out of the login widget and the elements’ entry', async () => {
    const login = await shipped('widgets/LoginForm');
    expect(login.all).not.toContain('validationRules.ts');
    expect((await textsOf(login.all))['validation.password.min']).toBeUndefined();
    expect((await shipped('elements')).entry).not.toContain('validationRules.ts');
    const register = await shipped('widgets/RegisterWizard');
    expect((await textsOf(register.all))['validation.password.min']).toBe(
      'Mật khẩu phải có ít nhất 8 ký tự',
    );
  });

  it('keeps the sign-in texts out of the account modals', async () => {
    const { all } = await shipped('widgets/AccountModals');
    expect(all).not.toContain('authLogin.ts');
    const texts = await textsOf(all);
    expect(texts['auth.login.submit']).toBeUndefined();
    expect(texts['accountModal.password.title']).toBe('Đổi mật khẩu');
  });

  it('keeps the account modals’ texts out of the rows until a modal opens', async () => {
    for (const folder of ['widgets/PersonalInfo', 'widgets/SecuritySettings']) {
      const { entry, all } = await shipped(folder);
      expect(entry, folder).not.toContain('accountModals.ts');
      expect(entry, folder).not.toContain('validationRules.ts');
      expect(all, folder).toContain('accountModals.ts');
    }
  });

  it('keeps the money texts out of the elements until the top-up loads its payment part', async () => {
    const { entry, all } = await shipped('elements');
    expect([...entry].filter((file) => /^(payment|recharge)/.test(file))).toEqual([]);
    expect(all).toContain('payment.ts');
  });

  it('gives the elements the login form’s auth texts and no other auth form’s', async () => {
    const { all } = await shipped('elements');
    expect([...all].filter((file) => /^(auth|accountModals)/.test(file))).toEqual(['authLogin.ts']);
  });
});
