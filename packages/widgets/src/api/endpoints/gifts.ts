import { decoderFor } from '../decode';
import { giftClaimSchema, giftCodesSchema, type GiftClaim, type GiftCode } from '../schemas/gift';
import type { Decision } from '../requests';
import type { PortalTransport } from '../transport';

/** `GET /api/giftpaysys`'s body, item by item. */
export const decodeGiftCodes = /* @__PURE__ */ decoderFor(giftCodesSchema);
/** `POST /api/giftpaysys/receive`'s body. */
export const decodeGiftClaim = /* @__PURE__ */ decoderFor(giftClaimSchema);

/** `GET /api/giftpaysys`. */
export function giftCodes(api: PortalTransport): Promise<GiftCode[]> {
  return api.send({ method: 'get', path: '/api/giftpaysys' }, decodeGiftCodes);
}

/**
 * `POST /api/giftpaysys/receive` with the gift's id (9999 for the auto-key), once per `decision`: a money write, so
 * after a 419 the cookie is refreshed but the claim is not sent again (the player claims again).
 */
export function claimGift(
  api: PortalTransport,
  rewardType: number,
  { idempotencyKey }: Decision,
): Promise<GiftClaim> {
  return api.send(
    {
      method: 'post',
      path: '/api/giftpaysys/receive',
      data: { rewardType },
      replayOn419: false,
      idempotencyKey,
    },
    decodeGiftClaim,
  );
}
