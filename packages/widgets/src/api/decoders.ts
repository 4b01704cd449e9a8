import type { Infer, Struct } from 'superstruct';
import { decoderFor, type Decoder } from './decode';
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
  toAccountZone,
  toPaymentMethods,
  toUser,
  transactionsSchema,
  userSchema,
  zonesSchema,
} from './schemas';

/** The success body of every endpoint, keyed as in docs/api-contract.md, for the client and the contract test. */
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

type Wire<E extends Endpoint> = Infer<(typeof responseSchemas)[E]>;

/** Server names become the portal's at the edge: no `service_code` or `extpoint0` reaches a widget. */
const toProduct = {
  'GET /api/me': toUser,
  // A 204's empty body ('' from redaxios) is no message.
  'POST /login': (answer: Wire<'POST /login'>) => answer || undefined,
  'POST /register': (answer: Wire<'POST /register'>) => answer || undefined,
  'GET /api/payment-methods': toPaymentMethods,
  'GET /api/account-zones': (zones: Wire<'GET /api/account-zones'>) => zones.map(toAccountZone),
} satisfies { [E in Endpoint]?: (wire: Wire<E>) => unknown };

type Mapped = keyof typeof toProduct;
type Product<E extends Endpoint> = E extends Mapped ? ReturnType<(typeof toProduct)[E]> : Wire<E>;
type Decoders = { [E in Endpoint]: Decoder<Product<E>> };

function decoderOf(endpoint: Endpoint): Decoder<unknown> {
  const decode = decoderFor(responseSchemas[endpoint] as Struct<unknown, unknown>);
  const map = (toProduct as Partial<Record<Endpoint, (wire: unknown) => unknown>>)[endpoint];
  return map ? (data) => map(decode(data)) : decode;
}

/** A decoder per endpoint: the body checked against its schema, in the portal's names, or `ApiError` decode. */
export const decoders = Object.fromEntries(
  (Object.keys(responseSchemas) as Endpoint[]).map((endpoint) => [endpoint, decoderOf(endpoint)]),
) as Decoders;
