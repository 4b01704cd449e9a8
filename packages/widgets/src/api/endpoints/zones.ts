import { decoderFor, type Decoder } from '../decode';
import type { Message } from '../schemas/commandAnswers';
import {
  accountZonesSchema,
  toAccountZone,
  zonesSchema,
  type AccountZone,
  type Zone,
} from '../schemas/game';
import type { Decision } from '../requests';
import type { PortalTransport } from '../transport';
import { decodeMessage } from './commandAnswers';

const decodeAccountZonesWire = /* @__PURE__ */ decoderFor(accountZonesSchema);

/** `GET /api/zones`'s body, item by item. */
export const decodeZones = /* @__PURE__ */ decoderFor(zonesSchema);
/** `GET /api/account-zones`'s body in the portal's names and units. */
export const decodeAccountZones: Decoder<AccountZone[]> = (data) =>
  decodeAccountZonesWire(data).map(toAccountZone);

/** `GET /api/zones`. */
export function zones(api: PortalTransport): Promise<Zone[]> {
  return api.send({ method: 'get', path: '/api/zones' }, decodeZones);
}

/** `GET /api/account-zones`. */
export function accountZones(api: PortalTransport): Promise<AccountZone[]> {
  return api.send({ method: 'get', path: '/api/account-zones' }, decodeAccountZones);
}

/** `POST /api/account-zones`: moves old balances to a server, once per `decision`. */
export function assignAccountZone(
  api: PortalTransport,
  zoneId: number,
  { idempotencyKey }: Decision,
): Promise<Message> {
  return api.send(
    {
      method: 'post',
      path: '/api/account-zones',
      data: { zoneId },
      replayOn419: false,
      idempotencyKey,
    },
    decodeMessage,
  );
}
