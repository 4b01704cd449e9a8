import { array, number, string, type, type Infer } from 'superstruct';

/** `GET /api/recharge/game`: the coin name and the KP amounts a player can convert. */
export const rechargeConfigSchema = type({
  coinName: string(),
  payableValues: array(type({ credit: number(), coinsReceived: number() })),
});

/** A game server. */
export const zoneSchema = type({
  id: number(),
  name: string(),
  // 'active' or 'closed'; another state (e.g. under_maintenance) is treated as not active.
  state: string(),
});

/** The player's balances on a game server. */
export const accountZoneSchema = type({
  zone: zoneSchema,
  leftCoin: number(),
  extpoint0: number(),
  extpoint4: number(),
});

/** The coin name and payable values of the game recharge. */
export type RechargeConfig = Infer<typeof rechargeConfigSchema>;
/** One payable value: KP spent and coins received. */
export type PayableValue = RechargeConfig['payableValues'][number];
/** A game server. */
export type Zone = Infer<typeof zoneSchema>;
/** The player's balances on a server: leftCoin/100 premium coins, extpoint0/100 copper, extpoint4 top-up points. */
export type AccountZone = Infer<typeof accountZoneSchema>;
