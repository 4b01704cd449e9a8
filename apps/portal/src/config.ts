/** Where the account API lives: `VITE_API_URL` at build time, the local simulator otherwise. */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? 'http://localhost:8787';

/** reCAPTCHA v3 site key; without one the portal uses the simulator's dev captcha. */
export const recaptchaSiteKey: string | undefined =
  import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;

/** The two SMS support numbers players text `MXT {username}` or `KH {username}` to. */
export const smsSupportNumbers: readonly [string, string] = [
  import.meta.env.VITE_SMS_NUMBER_1 ?? '8079',
  import.meta.env.VITE_SMS_NUMBER_2 ?? '8179',
];

/** The game's home site, where the logo of the account area leads (`VITE_HOME_URL`). */
export const homeUrl: string = import.meta.env.VITE_HOME_URL || '/';

/** The game's news page, opened in a new tab from the header (`VITE_NEWS_URL`). */
export const newsUrl: string = import.meta.env.VITE_NEWS_URL || 'https://volam.example/tin-tuc';

/** Where the game client is downloaded, from the user menu (`VITE_DOWNLOAD_URL`). */
export const downloadUrl: string =
  import.meta.env.VITE_DOWNLOAD_URL || 'https://volam.example/tai-game';

/** The official fan page players send support requests to (`VITE_FANPAGE_URL`). */
export const fanpageUrl: string =
  import.meta.env.VITE_FANPAGE_URL || 'https://www.facebook.com/volam.example';

/** The Facebook app id of the share dialog (`VITE_FACEBOOK_APP_ID`); without it the dev share dialog is used. */
export const facebookAppId: string | undefined = import.meta.env.VITE_FACEBOOK_APP_ID || undefined;
