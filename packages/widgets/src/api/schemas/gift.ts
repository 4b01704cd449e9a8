import { boolean, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { listOf } from './bounds';

/** A gift code offer; `shareRequired: 1` needs a social share, `giftState: true` is claimed. */
export const giftCodeSchema = type({
  id: number(),
  description: string(),
  shareRequired: enums([0, 1] as const),
  giftCode: nullable(string()),
  giftState: boolean(),
  userReceiveAt: nullable(string()),
});

/** `GET /api/giftpaysys`: a gift of an unknown kind (`shareRequired: 2`) is left out, the others shown. */
export const giftCodesSchema = listOf(giftCodeSchema, 'GET /api/giftpaysys');

/** `POST /api/giftpaysys/receive`: a message and, when a code was issued, the code. */
export const giftClaimSchema = type({
  message: string(),
  giftcode: optional(string()),
});

/** A gift code offer. */
export type GiftCode = Infer<typeof giftCodeSchema>;
/** What claiming a gift answers. */
export type GiftClaim = Infer<typeof giftClaimSchema>;
