/** Texts of the payment area. */
export const payment = {} as const;
