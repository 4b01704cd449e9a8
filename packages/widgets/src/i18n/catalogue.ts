import { api } from './vi-VN/api';
import { common } from './vi-VN/common';
import { form } from './vi-VN/form';
import { ui } from './vi-VN/ui';
import { validation } from './vi-VN/validation';

/** A catalogue of texts, key to vi-VN text: the core's, or one area's (the payment widgets' texts). */
export type Messages = Readonly<Record<string, string>>;

/**
 * The texts every translator knows: common, form, ui, api and validation. An area's texts (the login form's, the
 * payment widgets'...) are known only to a translator made with that area's catalogue, `useTranslate(payment)`: the
 * module that shows them imports them, so they reach a bundle only with the widgets that show them.
 */
export const coreTexts = { ...common, ...form, ...ui, ...api, ...validation } as const;

/** A key of the core texts. */
export type CoreKey = keyof typeof coreTexts;

/** No area: a translator of the core texts alone. */
export type NoArea = Readonly<Record<never, string>>;

/** The keys a translator of this area catalogue (or `typeof a & typeof b`, two areas) knows: the core's and its. */
export type TextKey<Area extends Messages = NoArea> = CoreKey | (keyof Area & string);

/** The area catalogues of a list as one (`[typeof a, typeof b]` as `typeof a & typeof b`); a list of unknown ones as any. */
export type AreasOf<Areas extends readonly Messages[]> = Areas extends readonly [
  infer First extends Messages,
  ...infer Rest extends readonly Messages[],
]
  ? First & AreasOf<Rest>
  : Areas extends readonly []
    ? NoArea
    : Areas[number];

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
