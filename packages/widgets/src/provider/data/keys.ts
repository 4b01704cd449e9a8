import { unstable_serialize } from 'swr';
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

const userKey = unstable_serialize(portalKeys.user);

/** A cached answer that belongs to the player signed in: every portal key but the user's own (which says who). */
export function isPlayerDataKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'portal' && unstable_serialize(key) !== userKey;
}
