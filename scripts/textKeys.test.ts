import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { viVN } from '../packages/widgets/src/i18n/vi-VN';
import { parametersOf, textKeyReference, textKeysFile } from './textKeys';

describe('the text key reference (TEXT-KEYS.md)', () => {
  it('is what the catalogue makes now (run `npm run docs:text-keys` after changing a text)', () => {
    expect(readFileSync(new URL(`../${textKeysFile}`, import.meta.url), 'utf8')).toBe(
      textKeyReference(viVN),
    );
  });

  it('lists every key with its text and parameters, grouped by area', () => {
    const reference = textKeyReference({
      'auth.login.submit': 'Đăng nhập',
      'embed.login.greeting': 'Xin chào, {username}',
      'auth.recovery.phone.usernamePlaceholder': '<tên đăng nhập> | {a} {b} {a}',
    });
    expect(reference).toContain('Every text the widgets show, by key: 3 keys');
    expect(reference).toContain('| `auth.login.submit` | Đăng nhập |  |');
    expect(reference).toContain('| `embed.login.greeting` | Xin chào, {username} | `username` |');
    expect(reference).toContain(
      '| `auth.recovery.phone.usernamePlaceholder` | \\<tên đăng nhập> \\| {a} {b} {a} | `a`, `b` |',
    );
    expect(reference.indexOf('## auth')).toBeLessThan(reference.indexOf('## embed'));
  });
});

describe('parametersOf', () => {
  it('names each placeholder once, in order', () => {
    expect(parametersOf('{amount} KP cho {username}, {amount}')).toEqual(['amount', 'username']);
    expect(parametersOf('Đăng nhập')).toEqual([]);
  });
});
