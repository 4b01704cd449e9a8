// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import {
  email,
  namePart,
  newPassword,
  newPhoneNumber,
  registrationPhone,
  registrationUsername,
  sixCharacterCode,
} from './rules';
import { loginUsername } from './signInRules';
import type { Rule } from './issue';

const source = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts and .tsx module of the package's source but the tests and stories. */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesIn(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const passes = (rule: Rule, value: string) => rule(value) === null;

describe('the rules judge by the limits', () => {
  it.each<[string, Rule, (length: number) => string, number | null, number | null]>([
    [
      'registration phone',
      registrationPhone,
      (n) => '0'.repeat(n),
      limits.phone.min,
      limits.phone.max,
    ],
    ['new phone number', newPhoneNumber, (n) => '0'.repeat(n), null, limits.phone.max],
    [
      'registration username',
      registrationUsername,
      (n) => 'a'.repeat(n),
      limits.username.min,
      limits.username.max,
    ],
    ['login username', loginUsername, (n) => 'a'.repeat(n), limits.username.min, null],
    [
      'new password',
      newPassword('medium'),
      (n) => 'a1'.repeat(n).slice(0, n),
      limits.password.min,
      limits.password.max,
    ],
    ['e-mail', email, (n) => `${'a'.repeat(n - 9)}@khach.vn`, null, limits.email.max],
    ['a part of a name', namePart('middleName'), (n) => 'a'.repeat(n), null, limits.name.max],
    ['OTP', sixCharacterCode('otp'), (n) => '1'.repeat(n), limits.code.length, limits.code.length],
  ])('%s', (_, rule, ofLength, min, max) => {
    if (min !== null) {
      expect(passes(rule, ofLength(min))).toBe(true);
      expect(passes(rule, ofLength(min - 1))).toBe(false);
    }
    if (max !== null) {
      expect(passes(rule, ofLength(max))).toBe(true);
      expect(passes(rule, ofLength(max + 1))).toBe(false);
    }
  });
});

describe('the inputs take their maxLength from the limits', () => {
  it('no module writes a maxLength, or a length limit beside it, as a number of its own', () => {
    const written = modulesIn(source).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /maxLength=\{\d+\}|maxLength:\s*\d+|(MaxLength|Max)\s*=\s*\d+/.test(line)
            ? [`${file.slice(source.length)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(written).toEqual([]);
  });
});
