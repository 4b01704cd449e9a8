/** Texts of the auth area. */
export const auth = {} as const;
