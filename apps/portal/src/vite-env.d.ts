/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_FACEBOOK_APP_ID?: string;
  readonly VITE_SMS_NUMBER_1?: string;
  readonly VITE_SMS_NUMBER_2?: string;
  readonly VITE_HOME_URL?: string;
  readonly VITE_NEWS_URL?: string;
  readonly VITE_DOWNLOAD_URL?: string;
  readonly VITE_FANPAGE_URL?: string;
  readonly VITE_LOCALE_OVERRIDES?: string;
  readonly VITE_VITALS_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
}
