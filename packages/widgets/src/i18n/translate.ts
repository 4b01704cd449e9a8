import { catalogueAreas, catalogueText } from './catalogue';
import { pseudoLocalise } from './pseudo';
import type { MessageKey } from './vi-VN';

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

/**
 * Builds `t(key, params)` for a locale, with run-time overrides taking precedence over the catalogue. A key whose
 * area no module has registered (see `registerMessages`) shows as itself, which the widgets' tests look for.
 */
export function createTranslator(locale: Locale, overrides: MessageOverrides = {}): Translate {
  return (key, params) => {
    const template = overrides[key] ?? catalogueText(key) ?? key;
    const text = interpolate(template, params);
    return locale === 'pseudo' ? pseudoLocalise(text) : text;
  };
}

const keyPattern = new RegExp(`^(${catalogueAreas.join('|')})\\.[\\w.-]+$`);

/**
 * Keeps only string values whose keys have the catalogue's shape (an area's name, a dot, the rest): anything else
 * in an override file is ignored. (The shape, not the full key list, so the override check ships no area's texts.)
 */
export function sanitiseOverrides(input: unknown): MessageOverrides {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const result: Partial<Record<MessageKey, string>> = {};
  for (const [key, value] of Object.entries(input)) {
    if (keyPattern.test(key) && typeof value === 'string') result[key as MessageKey] = value;
  }
  return result;
}
