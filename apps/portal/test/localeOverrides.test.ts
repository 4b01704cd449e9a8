// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesWithOverrides } from '../vite-plugins/localeOverrides';

function publicDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-public-'));
  mkdirSync(join(dir, 'locales'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'locales', name), text);
  return dir;
}

describe('localesWithOverrides', () => {
  it('given an empty override file, fetches nothing', () => {
    expect(localesWithOverrides(publicDir({ 'vi-VN.json': '{}' }), undefined)).toEqual([]);
  });

  it('given a file with texts, fetches it', () => {
    const dir = publicDir({ 'vi-VN.json': '{"auth.login.title":"Chào"}' });
    expect(localesWithOverrides(dir, undefined)).toEqual(['vi-VN']);
  });

  it('given a malformed file, still fetches it (the portal logs it)', () => {
    expect(localesWithOverrides(publicDir({ 'vi-VN.json': '{' }), undefined)).toEqual(['vi-VN']);
  });

  it('given VITE_LOCALE_OVERRIDES, fetches the listed locales too', () => {
    expect(localesWithOverrides(publicDir({}), ' vi-VN , pseudo')).toEqual(['pseudo', 'vi-VN']);
  });
});
