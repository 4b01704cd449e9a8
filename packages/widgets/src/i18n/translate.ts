import {
  catalogueAreas,
  coreTexts,
  type AreasOf,
  type Messages,
  type NoArea,
  type TextKey,
} from './catalogue';
import { pseudoLocalise } from './pseudo';
import type { MessageKey } from './vi-VN';

/** The locales the product supports: vi-VN, plus a pseudo locale that exposes untranslated text in tests. */
export type Locale = 'vi-VN' | 'pseudo';

/** Values put into a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Texts that replace catalogue entries: key to text, with the key's `{name}` parameters (TEXT-KEYS.md lists them). */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * Looks a key up and fills its placeholders: `Translate` knows the core texts, `Translate<typeof payment>` the
 * payment area's too (`Translate<typeof accountModals & typeof authPassword>` both areas').
 */
export type Translate<Area extends Messages = NoArea> = (
  key: TextKey<Area>,
  params?: MessageParams,
) => string;

const placeholder = /\{(\w+)\}/g;

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(placeholder, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Builds `t(key, params)` for a locale over the core texts and the area catalogues given, with run-time overrides
 * taking precedence over both. A key of an area not given shows as itself, which the widgets' tests look for.
 */
export function createTranslator<Areas extends readonly Messages[]>(
  locale: Locale,
  overrides: MessageOverrides = {},
  ...areas: Areas
): Translate<AreasOf<Areas>> {
  const texts: Messages = areas.length === 0 ? coreTexts : Object.assign({}, coreTexts, ...areas);
  const overriding: Messages = overrides;
  return (key, params) => {
    const template = overriding[key] ?? texts[key] ?? key;
    const text = interpolate(template, params);
    return locale === 'pseudo' ? pseudoLocalise(text) : text;
  };
}

const areaIds = new WeakMap<Messages, number>();
let nextAreaId = 0;

/** A number per catalogue object, so that a list of them can key a cache. */
function areaId(area: Messages): number {
  let id = areaIds.get(area);
  if (id === undefined) {
    id = nextAreaId++;
    areaIds.set(area, id);
  }
  return id;
}

/** Makes translators for a locale and its overrides, the same function for the same areas (so `t` stays stable). */
export function createTranslators(locale: Locale, overrides: MessageOverrides = {}) {
  const made = new Map<string, Translate<Messages>>();
  return function translatorOf<Areas extends readonly Messages[]>(
    areas: Areas,
  ): Translate<AreasOf<Areas>> {
    const id = areas.map(areaId).join(',');
    let t = made.get(id);
    if (!t) {
      t = createTranslator(locale, overrides, ...(areas as readonly Messages[]));
      made.set(id, t);
    }
    // made by the same areas as the ones asked for (the id says so), so it knows their keys
    return t as Translate<AreasOf<Areas>>;
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
