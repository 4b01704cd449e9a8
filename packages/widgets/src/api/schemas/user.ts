import { boolean, literal, nullable, number, string, type, type Infer } from 'superstruct';

/** The signed-in player, from `GET /api/me`. */
export const userSchema = type({
  username: string(),
  email: nullable(string()),
  phoneNumber: nullable(string()),
  firstName: nullable(string()),
  middleName: nullable(string()),
  lastName: nullable(string()),
  dob: nullable(string()),
  language: literal('vi-VN'),
  joinAt: string(),
  lastPasswordChange: nullable(string()),
  verifiedAt: nullable(string()),
  verifiedPhoneAt: nullable(string()),
  mfaEnabled: boolean(),
  credit: number(),
  debtCredit: number(),
});

/** The signed-in player; `credit` and `debtCredit` are KP. */
export type User = Infer<typeof userSchema>;
