import type { languageNames } from './vi-VN/languageNames';

/**
 * The languages a player can choose (spec section 5, Language): the ONE list the language row and
 * the language modal read. Add a language here, with its name in the catalogue, once the server takes it.
 */
export const supportedLanguages = ['vi-VN'] as const;

/** A language a player can choose. */
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** The catalogue key of each language's name (in `vi-VN/languageNames.ts`: pass that catalogue to `useTranslate`). */
export const languageNameKeys = {
  'vi-VN': 'account.language.vi-VN',
} as const satisfies Record<SupportedLanguage, keyof typeof languageNames>;
