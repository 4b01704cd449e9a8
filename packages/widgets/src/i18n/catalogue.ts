import { api } from './vi-VN/api';
import { common } from './vi-VN/common';
import { form } from './vi-VN/form';
import { ui } from './vi-VN/ui';
import { validation } from './vi-VN/validation';
import type { MessageKey } from './vi-VN';

/** A catalogue of texts: key to vi-VN text. */
export type Messages = Readonly<Record<string, string>>;

/**
 * The texts the translator knows now: the core (common, form, ui, api, validation) from the start, and each area's
 * (auth, account, accountModal, payment, history, embed) once a module that shows them has registered it. So an
 * area's texts reach a bundle only with the widgets that use them.
 */
const known: Record<string, string> = { ...common, ...form, ...ui, ...api, ...validation };
const registered = new Set<Messages>();

/**
 * Adds areas' texts to the catalogue. Call it at the top of every module that shows an area's keys, with that
 * area's catalogue (`registerMessages(payment)`): the module's use of the catalogue is what brings the texts into
 * the bundle, and the call runs as soon as the module loads, before anything renders.
 */
export function registerMessages(...areas: Messages[]): void {
  for (const area of areas) {
    if (registered.has(area)) continue;
    registered.add(area);
    Object.assign(known, area);
  }
}

/** The catalogue's text of a key, if its area has been registered. */
export function catalogueText(key: MessageKey): string | undefined {
  return known[key];
}

/** The first segment of every catalogue key, core and areas. */
export const catalogueAreas = [
  'common',
  'colourMode',
  'form',
  'ui',
  'api',
  'validation',
  'auth',
  'account',
  'accountModal',
  'payment',
  'history',
  'embed',
] as const;
