import { coerce, enums, number, string, type, type Infer } from 'superstruct';
import { amount, listOf, price } from './bounds';

/** `GET /api/recharge/game`: the coin name and the KP amounts a player can convert. */
export const rechargeConfigSchema = /* @__PURE__ */ type({
  coinName: string(),
  // A package of a price or coins not a whole number above zero (-100 KP, 0,5) is left out.
  payableValues: listOf(
    type({ credit: price(), coinsReceived: price() }),
    'GET /api/recharge/game payableValues',
  ),
});

/**
 * A game server's state: spec section 3's game status (active, closed, under_maintenance), and `unknown` for one the
 * portal does not know yet. Only an active server can be recharged; only a closed one opens the upgrade screen.
 */
export const zoneStates = ['active', 'closed', 'under_maintenance', 'unknown'] as const;

/** A game server's state, decoded. */
export type ZoneState = (typeof zoneStates)[number];

/** The wire's state in the portal's terms: the one place a state the portal does not know becomes `unknown`. */
export function zoneStateOf(wire: string): ZoneState {
  return (zoneStates as readonly string[]).includes(wire) ? (wire as ZoneState) : 'unknown';
}

/** A game server. */
export const zoneSchema = /* @__PURE__ */ type({
  id: number(),
  name: string(),
  state: coerce(enums(zoneStates), string(), zoneStateOf),
});

/** The player's balances on a game server, as the server names them. */
export const accountZoneSchema = /* @__PURE__ */ type({
  zone: zoneSchema,
  leftCoin: amount(),
  extpoint0: amount(),
  extpoint4: amount(),
});

/** `GET /api/zones`, item by item. */
export const zonesSchema = /* @__PURE__ */ listOf(zoneSchema, 'GET /api/zones');

/** `GET /api/account-zones`, item by item. */
export const accountZonesSchema = /* @__PURE__ */ listOf(
  accountZoneSchema,
  'GET /api/account-zones',
);

/** The coin name and payable values of the game recharge. */
export type RechargeConfig = Infer<typeof rechargeConfigSchema>;
/** One payable value: KP spent and coins received. */
export type PayableValue = RechargeConfig['payableValues'][number];
/** A game server. */
export type Zone = Infer<typeof zoneSchema>;
/** The player's balances on a server, in display units. */
export interface AccountZone {
  zone: Zone;
  /** The premium coin balance: the server's `leftCoin` / 100. */
  premiumCoins: number;
  /** Copper coins awaiting conversion: floor(`extpoint0` / 100). */
  copperCoins: number;
  /** Accumulated top-up points: `extpoint4`. */
  topupPoints: number;
}

/** A server's balances in the portal's names and units. */
export function toAccountZone(wire: Infer<typeof accountZoneSchema>): AccountZone {
  return {
    zone: wire.zone,
    premiumCoins: wire.leftCoin / 100,
    copperCoins: Math.floor(wire.extpoint0 / 100),
    topupPoints: wire.extpoint4,
  };
}
