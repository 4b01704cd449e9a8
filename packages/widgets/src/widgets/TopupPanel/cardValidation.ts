import type { Card, CardTopupRequest } from '../../api';
import type { Translate } from '../../i18n';
import type { payment } from '../../i18n/vi-VN/payment';
import { normaliseCardDigits } from '../../validation/cardDigits';
import { checkCardDigits, lengthsOf, unknownCardLength } from '../../validation/cardRules';
import type { CardFieldValues } from './useCardFields';

/** The card form's fields that can be wrong, in the order the form shows them. */
export const cardFieldOrder = ['provider', 'serial', 'pin', 'value'] as const;

/** A field of the card form. */
export type CardField = (typeof cardFieldOrder)[number];

/** The messages of the fields that are wrong. */
export type CardFieldErrors = Partial<Record<CardField, string>>;

/** The card to send, or what is wrong with the form (nothing is sent then). */
export type CardValidation =
  { ok: true; card: CardTopupRequest } | { ok: false; errors: CardFieldErrors; first: CardField };

const lengthKeys = {
  serial: { known: 'payment.card.serialLengths', any: 'payment.card.serialLengthsAny' },
  pin: { known: 'payment.card.pinLengths', any: 'payment.card.pinLengthsAny' },
} as const;

/**
 * What the carrier prints, under its field: 'Số seri thẻ Viettel gồm 11 hoặc 14 chữ số.', or the range of any card
 * for a carrier the portal does not know yet; undefined while no carrier is chosen.
 */
export function lengthHint(
  card: Card | undefined,
  field: 'serial' | 'pin',
  t: Translate<typeof payment>,
): string | undefined {
  if (!card) return undefined;
  const lengths = lengthsOf(card.code, field);
  return lengths
    ? t(lengthKeys[field].known, {
        name: card.name,
        lengths: new Intl.ListFormat('vi', { type: 'disjunction' }).format(lengths.map(String)),
      })
    : t(lengthKeys[field].any, unknownCardLength);
}

const requiredKeys = {
  serial: 'payment.card.serialRequired',
  pin: 'payment.card.pinRequired',
} as const;

/**
 * The card form checked before anything is sent: a carrier chosen, serial and PIN present, digits only and of the
 * lengths printed on that carrier's cards (which their hints say), a denomination from the carrier's list.
 */
export function validateCard(
  values: CardFieldValues,
  cards: readonly Card[],
  t: Translate<typeof payment>,
): CardValidation {
  const card = cards.find((candidate) => candidate.code === values.provider);
  const errors: CardFieldErrors = {};
  const digits = { serial: '', pin: '' };
  if (!card) errors.provider = t('payment.card.providerRequired');
  for (const field of ['serial', 'pin'] as const) {
    const check = checkCardDigits(values[field], card ? lengthsOf(card.code, field) : null);
    const label = t(field === 'serial' ? 'payment.card.serial' : 'payment.card.pin');
    if (check.ok) digits[field] = check.digits;
    else if (check.problem === 'required') errors[field] = t(requiredKeys[field]);
    else if (check.problem === 'digits')
      errors[field] = t('payment.card.digitsOnly', { field: label });
    else {
      const count = normaliseCardDigits(values[field]).length;
      errors[field] = t('payment.card.length', { field: label, count });
    }
  }
  const value = Number(values.value);
  if (!card?.denominations.includes(value)) errors.value = t('payment.card.valueRequired');
  const first = cardFieldOrder.find((field) => errors[field] !== undefined);
  if (first !== undefined || !card) return { ok: false, errors, first: first ?? 'provider' };
  return { ok: true, card: { provider: card.code, ...digits, value } };
}
