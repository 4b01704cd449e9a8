// The client and the simulator (which stands for the real server, so it keeps its own code) read spec section 5 the
// same way: the same generated values, as the client sends them, get the same verdict and the same words from both.
import { CARD_PROVIDERS } from '@portal/api-sim';
import * as server from '@portal/api-sim/field-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator, supportedLanguages, viVN } from '../src/i18n';
import {
  cardLengths,
  checkCardDigits,
  email,
  lengthsOf,
  loginUsername,
  namePart,
  newPassword,
  newPhoneNumber,
  normaliseCodeInput,
  normalisePhoneInput,
  normaliseText,
  passwordConfirmation,
  registrationPhone,
  registrationUsername,
  requiredPassword,
  sixCharacterCode,
  type Rule,
} from '../src/validation';

// every text of the catalogue: that each issue names the catalogue holding its text is validation/rules.test.ts's
const t = createTranslator('vi-VN', {}, viVN);

/** What the client says of a value: the text of its rule's issue, or null. */
const client =
  (rule: Rule) =>
  (value: string): string | null => {
    const found = rule(value);
    return found ? t(found.key, found.params) : null;
  };

/** What the simulator says of a value: the first message of its rule (the one a form shows first), or null. */
const simulator =
  (rule: server.FieldRule) =>
  (value: string): string | null =>
    rule(value)[0] ?? null;

// Characters where readings part: cases, digits of other scripts, Vietnamese letters composed or not, a letter that
// lowercases to two, symbols, spaces of several kinds, an emoji (two UTF-16 units), the e-mail's and phone's marks.
const tricky = [
  ...'azAZ09_-.@+ !#$%',
  'ệ',
  'e\u0302\u0323',
  'İ',
  'ß',
  '٣',
  '３',
  '\u00a0',
  '\t',
  '😀',
];

/** Typed text up to `maxLength`: from the tricky characters, from any, and whole graphemes. */
const typed = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...tricky), maxLength }),
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );

/** Text around a limit: `minLength` to `maxLength` of one character, mostly a plain letter. */
const around = (
  minLength: number,
  maxLength: number,
  unit: fc.Arbitrary<string> = fc.constantFrom('a', 'a', 'a', 'ệ', '1'),
) => fc.string({ unit, minLength, maxLength });

const digits = fc.constantFrom(...'0123456789');
/** A phone number as typed or pasted: digits, spaces, dots, +84 and the odd letter. */
const typedPhone = fc.oneof(
  fc.string({ unit: digits, maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'0123456789 .-+a٣'), maxLength: 22 }),
);

/** An address as typed: a real one, one of parts joined (dotless, trailing dots…), or anything, up to ~140. */
const typedEmail = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(
      typed(12),
      fc.constantFrom('@', '@', '', '@@'),
      fc.array(fc.oneof(around(0, 8), typed(6)), { maxLength: 3 }),
    )
    .map(([local, at, labels]) => `${local}${at}${labels.join('.')}`),
  fc.tuple(around(100, 130), fc.constant('@khach.vn')).map(([local, domain]) => local + domain),
  typed(140),
);

/** A password as typed: any text, or one around the 8 and 128 limits with classes mixed in. */
const typedPassword = fc.oneof(
  typed(20),
  fc
    .tuple(fc.string({ unit: fc.constantFrom(...'aA1!٣３ệ '), maxLength: 12 }), around(0, 130))
    .map(([classes, rest]) => classes + rest),
);

/** A code as typed: digits and letters around six, spaces among them. */
const typedCode = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123 aZ٣'), maxLength: 9 }),
  typed(8),
);

/** A username as typed: around the 4 and 32 limits, or anything. */
const typedUsername = fc.oneof(around(0, 36, fc.constantFrom(...'ab_9A-İ ')), typed(36));

/** A name as typed: around the 128 limit, or anything. */
const typedName = fc.oneof(typed(20), around(120, 135));

/** One field of spec section 5: what the player types, what the client sends of it, and both readings. */
interface Field {
  typed: fc.Arbitrary<string>;
  /** The client's inputs and forms tidy what is typed before judging and sending it (see each form's hook). */
  sent: (typed: string) => string;
  client: (sent: string) => string | null;
  simulator: (sent: string) => string | null;
  /**
   * The input tidies so much (a phone number to at most 15 digits) that some of the rule's messages never show:
   * any trimmed text is compared too, so every message of the rule is, its words included.
   */
  beyondTheInput?: boolean;
}

const asTyped = (value: string) => value;
const asText = normaliseText;
const asCode = normaliseCodeInput;

const fields: Record<string, Field> = {
  'registration phone': {
    typed: typedPhone,
    sent: (value) => normaliseText(normalisePhoneInput(value)),
    beyondTheInput: true,
    client: client(registrationPhone),
    simulator: simulator(server.registrationPhone),
  },
  'registration username': {
    typed: typedUsername,
    sent: asText,
    client: client(registrationUsername),
    simulator: simulator(server.newUsername),
  },
  'registration password': {
    typed: typedPassword,
    sent: asTyped,
    client: client(newPassword('medium')),
    simulator: simulator(server.newPassword('medium')),
  },
  'login username (and forgot password, phone reset)': {
    typed: typedUsername,
    sent: asText,
    client: client(loginUsername),
    simulator: simulator(server.signInUsername),
  },
  'login password': {
    typed: typedPassword,
    sent: asTyped,
    client: client(requiredPassword()),
    simulator: simulator(server.givenPassword('Vui lòng nhập mật khẩu')),
  },
  'reset by token and phone reset: the new password': {
    typed: typedPassword,
    sent: asTyped,
    client: client(newPassword('strong')),
    simulator: simulator(server.newPassword('strong')),
  },
  'phone reset: otp': {
    typed: typedCode,
    sent: (value) => normaliseText(normaliseCodeInput(value)),
    client: client(sixCharacterCode('otp')),
    simulator: simulator(server.otpCode),
  },
  'new phone number: otpNumber': {
    typed: typedCode,
    sent: asCode,
    client: client(sixCharacterCode('otp')),
    simulator: simulator(server.otpCode),
  },
  'security code': {
    typed: typedCode,
    sent: asCode,
    client: client(sixCharacterCode('securityCode')),
    simulator: simulator(server.securityCode),
  },
  'e-mail change (and forgot username)': {
    typed: typedEmail,
    sent: asText,
    client: client(email),
    simulator: simulator(server.email),
  },
  'name: firstName': {
    typed: typedName,
    sent: asText,
    client: client(namePart('firstName')),
    simulator: simulator(server.namePart('firstName')),
  },
  'name: middleName': {
    typed: typedName,
    sent: asText,
    client: client(namePart('middleName')),
    simulator: simulator(server.namePart('middleName')),
  },
  'name: lastName': {
    typed: typedName,
    sent: asText,
    client: client(namePart('lastName')),
    simulator: simulator(server.namePart('lastName')),
  },
  'change password: currentPassword': {
    typed: typedPassword,
    sent: asTyped,
    client: client(requiredPassword('validation.currentPassword.required')),
    simulator: simulator(server.givenPassword('Vui lòng nhập mật khẩu hiện tại')),
  },
  'change password: password': {
    typed: typedPassword,
    sent: asTyped,
    client: client(newPassword('medium')),
    simulator: simulator(server.newPassword('medium')),
  },
  'new phone number': {
    typed: typedPhone,
    sent: normalisePhoneInput,
    beyondTheInput: true,
    client: client(newPhoneNumber),
    simulator: simulator(server.newPhoneNumber),
  },
};

describe('the rules of spec section 5 read the same in the client and the simulator', () => {
  it.each(Object.entries(fields))('%s', (_, field) => {
    const sent = field.beyondTheInput
      ? fc.oneof(field.typed.map(field.sent), typed(20).map(normaliseText))
      : field.typed.map(field.sent);
    fc.assert(
      fc.property(sent, (value) => {
        expect(field.client(value), JSON.stringify(value)).toBe(field.simulator(value));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['registration passwordConfirm', 'medium'],
    ['reset by token: passwordConfirm, phone reset: reNewPassword', 'strong'],
    ['change password: passwordConfirm', 'medium'],
  ])('%s', () => {
    // the confirmation, as typed and sent, equal to the password or not (by a space, a case, a composed letter)
    const pair = fc.oneof(
      typedPassword.map((password) => [password, password] as const),
      fc.tuple(typedPassword, typedPassword),
      typedPassword.map((password) => [password, `${password} `] as const),
      typedPassword.map((password) => [password, password.normalize('NFD')] as const),
    );
    fc.assert(
      fc.property(pair, ([password, confirmation]) => {
        expect(client(passwordConfirmation(password))(confirmation)).toBe(
          simulator(server.confirmationOf(password))(confirmation),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('language: the client offers exactly the languages the simulator takes', () => {
    const language = fc.oneof(
      fc.constantFrom(...supportedLanguages, 'en-US', 'vi', 'vi-vn', 'VI-VN', 'vi-VN ', ''),
      typed(8),
    );
    fc.assert(
      fc.property(language, (value) => {
        const offered = (supportedLanguages as readonly string[]).includes(value);
        expect(offered, value).toBe(server.language(value).length === 0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the card lengths: the client refuses exactly the serials and PINs the simulator does', () => {
  it('cardLengths: the same carriers, each with the same serial and PIN lengths', () => {
    const simulators = Object.fromEntries(
      CARD_PROVIDERS.map((provider) => [
        provider.code,
        { serial: provider.serialLengths, pin: provider.pinLengths },
      ]),
    );
    expect(cardLengths).toEqual(simulators);
  });

  it.each(
    CARD_PROVIDERS.flatMap((provider) => [
      [provider.code, 'serial'] as const,
      [provider.code, 'pin'] as const,
    ]),
  )(
    '%s %s: digits of any length pass the client when the simulator takes their length',
    (code, field) => {
      const provider = CARD_PROVIDERS.find((candidate) => candidate.code === code)!;
      const taken = field === 'serial' ? provider.serialLengths : provider.pinLengths;
      fc.assert(
        fc.property(fc.string({ unit: digits, minLength: 1, maxLength: 22 }), (value) => {
          expect(checkCardDigits(value, lengthsOf(code, field)).ok, value).toBe(
            taken.includes(value.length),
          );
        }),
        { numRuns: 200 },
      );
    },
  );
});

describe('the readings the conformance above holds to (issue 37, items 12 to 14)', () => {
  const read = (name: string, value: string) => {
    const field = fields[name]!;
    return [field.client(value), field.simulator(value)];
  };

  it('an e-mail has no top-level-domain restriction: hiep@khach is an address for both', () => {
    expect(read('e-mail change (and forgot username)', 'hiep@khach')).toEqual([null, null]);
  });

  it('a new phone number of 9 digits passes both (required, at most 15)', () => {
    expect(read('new phone number', '091234567')).toEqual([null, null]);
  });

  it('a digit of any script is a number to both: ٣ and ３ make a medium password', () => {
    expect(read('registration password', 'matkhau٣')).toEqual([null, null]);
    expect(read('registration password', 'matkhau３')).toEqual([null, null]);
  });
});
