// A file of its own: a host's router lists the methods' paths without bringing the panel's code.

/** The three ways to top up, in the order of their tiles. */
export const paymentMethodKinds = ['bank-transfer', 'e-wallet', 'card'] as const;

/** A way to top up: bank transfer, e-wallet or scratch card. */
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];
