/** The names of the languages a player can choose (i18n/languages.ts), shown by the language row and modal. */
export const languageNames = {
  'account.language.vi-VN': 'Tiếng Việt',
} as const;
