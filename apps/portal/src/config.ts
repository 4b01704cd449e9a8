/** Where the account API lives: `VITE_API_URL` at build time, the local simulator otherwise. */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? 'http://localhost:8787';

/** The game's marketing site, where the logo of the protected area leads. */
export const homeSiteUrl: string = import.meta.env.VITE_HOME_URL ?? '/';
