import { boolean, nullable, string, type, type Infer } from 'superstruct';
import { amount } from './bounds';

/** The signed-in player, from `GET /api/me`. */
export const userSchema = /* @__PURE__ */ type({
  username: string(),
  email: nullable(string()),
  phoneNumber: nullable(string()),
  firstName: nullable(string()),
  middleName: nullable(string()),
  lastName: nullable(string()),
  dob: nullable(string()),
  // Any language decodes: the portal speaks vi-VN only, and an unknown one falls back to it (toUser).
  language: string(),
  joinAt: string(),
  lastPasswordChange: nullable(string()),
  verifiedAt: nullable(string()),
  verifiedPhoneAt: nullable(string()),
  mfaEnabled: boolean(),
  credit: amount(),
  debtCredit: amount(),
});

/** The signed-in player; `credit` and `debtCredit` are KP (whole, zero or more); the language is vi-VN. */
export type User = Omit<Infer<typeof userSchema>, 'language'> & { language: 'vi-VN' };

/** The player in the portal's terms: whatever language the server names, the portal's is vi-VN. */
export function toUser(wire: Infer<typeof userSchema>): User {
  return { ...wire, language: 'vi-VN' };
}
