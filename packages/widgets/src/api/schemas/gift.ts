import {
  boolean,
  coerce,
  enums,
  nullable,
  number,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';
import { listOf } from './bounds';

/**
 * The wire's `shareRequired` flag (`1` needs a social share, `0` not; any other kind leaves the gift out) as a
 * boolean; a flag already decoded stays (a list is validated again after its items, bounds.ts `listOf`).
 */
const shareRequiredSchema = /* @__PURE__ */ coerce(
  boolean(),
  enums([0, 1] as const),
  (flag) => flag === 1,
);

/** A gift code offer: `shareRequired` (decoded from the wire's 0/1) needs a social share, `giftState: true` is claimed. */
export const giftCodeSchema = /* @__PURE__ */ type({
  id: number(),
  description: string(),
  shareRequired: shareRequiredSchema,
  giftCode: nullable(string()),
  giftState: boolean(),
  userReceiveAt: nullable(string()),
});

/**
 * `GET /api/giftpaysys`: a gift of an unknown kind (`shareRequired: 2`) is left out, the others shown; gifts none of
 * which decode are a bad answer, never an empty list.
 */
export const giftCodesSchema = /* @__PURE__ */ listOf(giftCodeSchema, 'GET /api/giftpaysys', {
  noneLeftFails: true,
});

/** `POST /api/giftpaysys/receive`: a message and, when a code was issued, the code. */
export const giftClaimSchema = /* @__PURE__ */ type({
  message: string(),
  giftcode: optional(string()),
});

/** A gift code offer. */
export type GiftCode = Infer<typeof giftCodeSchema>;
/** What claiming a gift answers. */
export type GiftClaim = Infer<typeof giftClaimSchema>;
