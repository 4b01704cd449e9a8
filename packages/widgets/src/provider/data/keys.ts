import { unstable_serialize, type Key } from 'swr';
/** Keys of the cached responses; logging out clears them all. */
export const portalKeys = {
  user: ['portal', 'me'],
  paymentMethods: ['portal', 'payment-methods'],
  rechargeConfig: ['portal', 'recharge-config'],
  transactions: ['portal', 'transactions'],
  zones: ['portal', 'zones'],
  accountZones: ['portal', 'account-zones'],
  giftCodes: ['portal', 'gift-codes'],
} as const;

/** One of the cache keys. */
export type PortalKey = (typeof portalKeys)[keyof typeof portalKeys];

/** Keys of the checks of an e-mailed link's token, each run once per token. */
export const tokenKeys = {
  resetToken: (token: string) => ['portal', 'reset-token', token] as const,
  emailVerification: (token: string) => ['portal', 'email-verification', token] as const,
};

/** The user's key as swr's cache holds it (`unstable_serialize`), for reading the cache directly. */
export const userKey = unstable_serialize(portalKeys.user);
const playerDataKeys = new Set(
  Object.values(portalKeys)
    .map((key) => unstable_serialize(key))
    .filter((key) => key !== userKey),
);

/**
 * A cached answer of the player signed in: one of the {@link portalKeys} but the user's own (which says who the
 * player is), compared as swr compares keys (`unstable_serialize`). A token's check ({@link tokenKeys}) is the
 * e-mailed link's, not the player's. The one rule over cache keys: another player signed in drops these, and the
 * page shown again or back online reads them again (with the user).
 */
export function isPlayerDataKey(key: unknown): boolean {
  return playerDataKeys.has(unstable_serialize(key as Key));
}
