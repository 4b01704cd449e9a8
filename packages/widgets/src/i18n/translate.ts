import { viVN, type MessageKey } from './vi-VN';
import { pseudoLocalise } from './pseudo';

/** The locales the product supports: vi-VN, plus a pseudo locale that exposes untranslated text in tests. */
export type Locale = 'vi-VN' | 'pseudo';

/** Values put into a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Overrides loaded at run time from `/locales/{locale}.json`: key to text. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

/** Looks a key up and fills its placeholders. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const placeholder = /\{(\w+)\}/g;

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(placeholder, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Builds `t(key, params)` for a locale, with run-time overrides taking precedence over the catalogue. */
export function createTranslator(locale: Locale, overrides: MessageOverrides = {}): Translate {
  return (key, params) => {
    const template = overrides[key] ?? viVN[key];
    const text = interpolate(template, params);
    return locale === 'pseudo' ? pseudoLocalise(text) : text;
  };
}

/** Keeps only string values whose keys are in the catalogue; anything else in an override file is ignored. */
export function sanitiseOverrides(input: unknown): MessageOverrides {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const result: Partial<Record<MessageKey, string>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key in viVN && typeof value === 'string') result[key as MessageKey] = value;
  }
  return result;
}
