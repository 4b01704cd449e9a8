import { describe, expect, it } from 'vitest';
import {
  email,
  namePart,
  newPassword,
  newPhoneNumber,
  passwordConfirmation,
  registrationPhone,
  registrationUsername,
  sixCharacterCode,
} from './rules';
import { normaliseText } from './normaliseText';
import { loginUsername, requiredPassword } from './signInRules';
import { coreTexts } from '../i18n/catalogue';
import type { FieldIssue } from './issue';

const keyOf = (result: { key: string } | null) => result?.key ?? null;

describe('registration phone', () => {
  it.each([
    ['', 'validation.phone.required'],
    ['090123456', 'validation.phone.invalid'],
    ['0901234567', null],
    ['090123456789012', null],
    ['0901234567890123', 'validation.phone.invalid'],
    ['09o1234567', 'validation.phone.invalid'],
  ])('%j gives %s', (value, expected) => expect(keyOf(registrationPhone(value))).toBe(expected));
});

describe('new phone number', () => {
  it.each([
    ['', 'validation.phone.required'],
    ['0987654321', null],
    ['0987654321012345', 'validation.phone.max'],
    ['0987-654', 'validation.phone.invalid'],
  ])('%j gives %s', (value, expected) => expect(keyOf(newPhoneNumber(value))).toBe(expected));
});

describe('registration username', () => {
  it.each([
    ['', 'validation.username.required'],
    ['abc', 'validation.username.length'],
    ['a'.repeat(33), 'validation.username.length'],
    ['hiep_khach_01', null],
    ['HiepKhach', 'validation.username.charset'],
    ['hiệp_khách', 'validation.username.charset'],
    ['hiep khach', 'validation.username.charset'],
  ])('%j gives %s', (value, expected) => expect(keyOf(registrationUsername(value))).toBe(expected));
});

describe('login username', () => {
  it.each([
    ['', 'validation.username.required'],
    ['abc', 'validation.username.min'],
    ['Demo', null],
  ])('%j gives %s', (value, expected) => expect(keyOf(loginUsername(value))).toBe(expected));
});

describe('new password', () => {
  it('registration needs medium strength and 8 characters', () => {
    const rule = newPassword('medium');
    expect(keyOf(rule(''))).toBe('validation.password.required');
    expect(keyOf(rule('abc1'))).toBe('validation.password.min');
    expect(keyOf(rule('abcdefgh'))).toBe('validation.password.medium');
    expect(keyOf(rule('abcdefg1'))).toBe(null);
    expect(keyOf(rule(`Aa1!${'x'.repeat(125)}`))).toBe('validation.password.max');
    expect(keyOf(rule(`Aa1!${'x'.repeat(124)}`))).toBe(null);
  });

  it('resets need strong', () => {
    const rule = newPassword('strong');
    expect(keyOf(rule('abcdefg1'))).toBe('validation.password.strong');
    expect(keyOf(rule('abcdef1!'))).toBe(null);
  });
});

describe('confirmation, codes, e-mail and names', () => {
  it('the confirmation must match exactly; that is its one message, empty or not', () => {
    expect(keyOf(passwordConfirmation('Abc12345!')(''))).toBe(
      'validation.passwordConfirm.mismatch',
    );
    expect(keyOf(passwordConfirmation('Abc12345!')('Abc12345! '))).toBe(
      'validation.passwordConfirm.mismatch',
    );
    expect(keyOf(passwordConfirmation('Abc12345!')('Abc12345!'))).toBe(null);
    expect(keyOf(passwordConfirmation('')(''))).toBe(null);
  });

  it('codes are required, and exactly six characters', () => {
    const rule = sixCharacterCode('otp');
    expect(keyOf(rule(''))).toBe('validation.otp.required');
    expect(keyOf(rule('12345'))).toBe('validation.otp.length');
    expect(keyOf(rule('1234567'))).toBe('validation.otp.length');
    expect(keyOf(rule('123456'))).toBe(null);
    expect(keyOf(sixCharacterCode('securityCode')(''))).toBe('validation.securityCode.required');
  });

  it('e-mail accepts any top-level domain, or none', () => {
    expect(keyOf(email(''))).toBe('validation.email.required');
    expect(keyOf(email('hiep@khach'))).toBe(null);
    expect(keyOf(email('hiep@khach.vn'))).toBe(null);
    expect(keyOf(email('hiep@khach.thisisnotarealtld'))).toBe(null);
    for (const broken of [
      'hiep',
      'hiep@',
      '@khach.vn',
      'hiep@khach.',
      'hiep@.vn',
      'hi ep@khach.vn',
    ])
      expect(keyOf(email(broken)), broken).toBe('validation.email.invalid');
    expect(keyOf(email(`${'a'.repeat(120)}@mail.com`))).toBe('validation.email.max');
  });

  it('names: the first and last required, each part at most 128', () => {
    expect(keyOf(namePart('firstName')(''))).toBe('validation.firstName.required');
    expect(keyOf(namePart('lastName')(''))).toBe('validation.lastName.required');
    expect(keyOf(namePart('middleName')(''))).toBe(null);
    for (const part of ['firstName', 'middleName', 'lastName'] as const) {
      expect(keyOf(namePart(part)('a'.repeat(128)))).toBe(null);
      expect(keyOf(namePart(part)('a'.repeat(129)))).toBe('validation.name.max');
    }
  });
});

describe('where a message is read', () => {
  // every input that breaks some rule, with the issues the rules give for it
  const inputs = [
    '',
    'abc',
    '0901234567890123',
    '09o1234567',
    'HiepKhach',
    'abcdefgh',
    'a'.repeat(130),
    'hiep@',
  ];
  const rules = [
    registrationPhone,
    newPhoneNumber,
    registrationUsername,
    newPassword('medium'),
    newPassword('strong'),
    passwordConfirmation('Aa1!aaaa'),
    sixCharacterCode('otp'),
    sixCharacterCode('securityCode'),
    email,
    namePart('firstName'),
    namePart('middleName'),
    namePart('lastName'),
    loginUsername,
    requiredPassword(),
    requiredPassword('validation.currentPassword.required'),
  ];
  const issues = rules.flatMap((rule) => inputs.map(rule)).filter((found) => found !== null);
  const textOf = ({ key, texts }: FieldIssue): string | undefined =>
    (texts ?? (coreTexts as Readonly<Record<string, string>>))[key];

  it('every issue names the catalogue that holds its text, the core’s when it names none', () => {
    expect(new Set(issues.map((found) => found.key)).size).toBeGreaterThan(15);
    for (const found of issues) expect(textOf(found), found.key).toMatch(/\S/);
  });

  it('the sign-in rules’ texts are core texts, the others are not (a sign-in form carries only its own)', () => {
    for (const rule of [loginUsername, requiredPassword()])
      for (const found of inputs.map(rule).filter((item) => item !== null)) {
        expect(found.texts).toBeUndefined();
        expect(coreTexts).toHaveProperty([found.key]);
      }
    const others = issues.filter((found) => found.texts !== undefined);
    expect(others.length).toBeGreaterThan(10);
    for (const found of others) expect(coreTexts).not.toHaveProperty([found.key]);
  });
});

describe('normaliseText', () => {
  it('composes Vietnamese letters and trims', () => {
    expect(normaliseText(' Nguye\u0302\u0303n ')).toBe('Nguyễn');
  });
});
