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
