import type { MessageKey } from './vi-VN';
import { registerMessages } from './catalogue';
import { account } from './vi-VN/account';
registerMessages(account);

/**
 * The languages a player can choose (spec section 5, Language): the ONE list the language row and
 * the language modal read. Add a language here, with its name in the catalogue, once the server takes it.
 */
export const supportedLanguages = ['vi-VN'] as const;

/** A language a player can choose. */
export type SupportedLanguage = (typeof supportedLanguages)[number];

/** The catalogue key of each language's name. */
export const languageNameKeys = {
  'vi-VN': 'account.language.vi-VN',
} as const satisfies Record<SupportedLanguage, MessageKey>;
