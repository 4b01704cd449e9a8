import {
  accountZonesSchema,
  cardTopupSchema,
  giftClaimSchema,
  giftCodesSchema,
  messageSchema,
  noContentSchema,
  paymentMethodsSchema,
  rechargeConfigSchema,
  sessionAnswerSchema,
  transactionsSchema,
  userSchema,
  zonesSchema,
} from '../schemas';
import type { Decoder } from '../decode';
import { decodeMessage, decodeNoContent } from '../endpoints/commandAnswers';
import { decodeGiftClaim, decodeGiftCodes } from '../endpoints/gifts';
import {
  decodeCardTopup,
  decodePaymentMethods,
  decodeRechargeConfig,
  decodeTransactions,
} from '../endpoints/payment';
import { decodeSessionAnswer, decodeUser } from '../endpoints/session';
import { decodeAccountZones, decodeZones } from '../endpoints/zones';

/**
 * For tests only (the contract test, the decoders' tests): the client and the endpoints never import this, so no page
 * carries every schema. The success body of every endpoint, keyed as in docs/api-contract.md.
 */
export const responseSchemas = {
  'GET /api/csrf-cookie': noContentSchema,
  'GET /api/me': userSchema,
  'POST /login': sessionAnswerSchema,
  'POST /logout': noContentSchema,
  'POST /register': sessionAnswerSchema,
  'POST /reset-password/send-email': messageSchema,
  'GET /reset-password/{token}': messageSchema,
  'POST /reset-password': messageSchema,
  'POST /reset-password-by-phone': messageSchema,
  'POST /recover-username': messageSchema,
  'POST /email-verification/send': messageSchema,
  'PUT /email-verification': messageSchema,
  'POST /api/security-code/': messageSchema,
  'POST /api/user/change-email': messageSchema,
  'POST /api/user/change-password': messageSchema,
  'POST /api/user/change-phone': messageSchema,
  'POST /api/user/update-phone': messageSchema,
  'PATCH /api/user/update-profile': messageSchema,
  'GET /api/payment-methods': paymentMethodsSchema,
  'GET /api/recharge/game': rechargeConfigSchema,
  'POST /api/recharge/game': messageSchema,
  'POST /api/recharge/card': cardTopupSchema,
  'GET /api/transaction-history': transactionsSchema,
  'GET /api/zones': zonesSchema,
  'GET /api/account-zones': accountZonesSchema,
  'POST /api/account-zones': messageSchema,
  'GET /api/giftpaysys': giftCodesSchema,
  'POST /api/giftpaysys/receive': giftClaimSchema,
} as const;

/** An endpoint of the contract, as `METHOD /path`. */
export type Endpoint = keyof typeof responseSchemas;

/** The decoder each endpoint function uses, keyed like `responseSchemas`: the body in the portal's names. */
export const decoders = {
  'GET /api/csrf-cookie': decodeNoContent,
  'GET /api/me': decodeUser,
  'POST /login': decodeSessionAnswer,
  'POST /logout': decodeNoContent,
  'POST /register': decodeSessionAnswer,
  'POST /reset-password/send-email': decodeMessage,
  'GET /reset-password/{token}': decodeMessage,
  'POST /reset-password': decodeMessage,
  'POST /reset-password-by-phone': decodeMessage,
  'POST /recover-username': decodeMessage,
  'POST /email-verification/send': decodeMessage,
  'PUT /email-verification': decodeMessage,
  'POST /api/security-code/': decodeMessage,
  'POST /api/user/change-email': decodeMessage,
  'POST /api/user/change-password': decodeMessage,
  'POST /api/user/change-phone': decodeMessage,
  'POST /api/user/update-phone': decodeMessage,
  'PATCH /api/user/update-profile': decodeMessage,
  'GET /api/payment-methods': decodePaymentMethods,
  'GET /api/recharge/game': decodeRechargeConfig,
  'POST /api/recharge/game': decodeMessage,
  'POST /api/recharge/card': decodeCardTopup,
  'GET /api/transaction-history': decodeTransactions,
  'GET /api/zones': decodeZones,
  'GET /api/account-zones': decodeAccountZones,
  'POST /api/account-zones': decodeMessage,
  'GET /api/giftpaysys': decodeGiftCodes,
  'POST /api/giftpaysys/receive': decodeGiftClaim,
} as const satisfies Record<Endpoint, Decoder<unknown>>;
