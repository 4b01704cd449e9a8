/**
 * The lengths of spec sections 5 and 9, in characters (a phone number's and a code's in digits): one home for the
 * rules that judge a field (rules.ts, signInRules.ts) and the `maxLength` of the input that takes it.
 */
export const limits = {
  /** A username: at least 4 (login and registration), at most 32 (registration). */
  username: { min: 4, max: 32 },
  /** A password: at least 8 for a new one, at most 128; the password inputs' maxLength too. */
  password: { min: 8, max: 128 },
  /** A phone number: 10 to 15 digits at registration, at most 15 for a new one; the phone inputs' maxLength. */
  phone: { min: 10, max: 15 },
  /** An e-mail address: at most 128; the e-mail input's maxLength. */
  email: { max: 128 },
  /** Each part of a name: at most 128 as judged; its inputs take at most 32 (spec section 5, Name). */
  name: { max: 128, inputMax: 32 },
  /** The OTP and the security code: exactly 6; their inputs' maxLength. */
  code: { length: 6 },
} as const;
