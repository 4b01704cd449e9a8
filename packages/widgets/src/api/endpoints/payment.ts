import { decoderFor, type Decoder } from '../decode';
import type { CardTopupRequest, Decision, RechargeGameRequest } from '../requests';
import type { Message } from '../schemas/commandAnswers';
import { rechargeConfigSchema, type RechargeConfig } from '../schemas/game';
import {
  cardTopupSchema,
  paymentMethodsSchema,
  toPaymentMethods,
  type CardTopup,
  type PaymentMethods,
} from '../schemas/payment';
import { transactionsSchema, type Transaction } from '../schemas/transaction';
import type { PortalTransport } from '../transport';
import { decodeMessage } from './commandAnswers';

const decodePaymentMethodsWire = /* @__PURE__ */ decoderFor(paymentMethodsSchema);

/** `GET /api/payment-methods`'s body in the portal's names. */
export const decodePaymentMethods: Decoder<PaymentMethods> = (data) =>
  toPaymentMethods(decodePaymentMethodsWire(data));
/** `GET /api/recharge/game`'s body. */
export const decodeRechargeConfig = /* @__PURE__ */ decoderFor(rechargeConfigSchema);
/** `POST /api/recharge/card`'s body. */
export const decodeCardTopup = /* @__PURE__ */ decoderFor(cardTopupSchema);
/** `GET /api/transaction-history`'s body, item by item. */
export const decodeTransactions = /* @__PURE__ */ decoderFor(transactionsSchema);

/** `GET /api/payment-methods`. */
export function paymentMethods(api: PortalTransport): Promise<PaymentMethods> {
  return api.send({ method: 'get', path: '/api/payment-methods' }, decodePaymentMethods);
}

/** `GET /api/recharge/game`. */
export function rechargeConfig(api: PortalTransport): Promise<RechargeConfig> {
  return api.send({ method: 'get', path: '/api/recharge/game' }, decodeRechargeConfig);
}

/** `POST /api/recharge/game`: converts KP into coins on a server, once per `decision`. */
export function rechargeGame(
  api: PortalTransport,
  { creditAmount, zoneId }: RechargeGameRequest,
  { idempotencyKey }: Decision,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/api/recharge/game',
      data: { creditAmount, zoneId },
      replayOn419: false,
      idempotencyKey,
    },
    decodeMessage,
  );
}

/**
 * `POST /api/recharge/card`, once per `decision`: the `data` of the answer, a message and the pending transaction's
 * id.
 */
export async function topupCard(
  api: PortalTransport,
  { provider, pin, serial, value }: CardTopupRequest,
  { idempotencyKey }: Decision,
): Promise<CardTopup> {
  const answer = await api.send(
    {
      method: 'post',
      path: '/api/recharge/card',
      data: { provider: provider.toUpperCase(), pin, serial, value },
      replayOn419: false,
      idempotencyKey,
    },
    decodeCardTopup,
  );
  return answer.data;
}

/** `GET /api/transaction-history?nocache={ms}`: newest first. */
export function transactions(api: PortalTransport): Promise<Transaction[]> {
  return api.send(
    // The timestamp defeats any cache between the portal and the API.
    { method: 'get', path: '/api/transaction-history', params: { nocache: Date.now() } },
    decodeTransactions,
  );
}
