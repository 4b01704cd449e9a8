/// <reference types="vite/client" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { MessageKey } from './vi-VN';

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

const entries = import.meta.glob(['../widgets/*/index.ts', '../elements/index.ts']);

describe('texts by area', () => {
  it.each(folders)('%s, loaded alone, brings the texts of every key it shows', async (folder) => {
    vi.resetModules();
    await entries[`../${folder}/index.ts`]!();
    const { catalogueText } = await import('./catalogue');
    const keys = literalKeys(folder);
    expect(keys.length).toBeGreaterThan(0);
    const missing = keys.filter((key) => catalogueText(key as MessageKey) === undefined);
    expect(missing).toEqual([]);
  });

  it('keeps the money texts out of the login widget', async () => {
    vi.resetModules();
    await import('../widgets/LoginForm');
    const { catalogueText } = await import('./catalogue');
    expect(catalogueText('payment.card.serial')).toBeUndefined();
    expect(catalogueText('auth.login.submit')).toBe('Đăng nhập');
  });
});
