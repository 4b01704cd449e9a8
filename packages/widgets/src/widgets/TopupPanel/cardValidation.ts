import type { Card, CardTopupRequest } from '../../api';
import type { Translate } from '../../i18n';
import {
  checkCardDigits,
  lengthsOf,
  unknownCardLength,
  type CardDigitsCheck,
} from '../../validation';
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

function digitsMessage(
  check: Exclude<CardDigitsCheck, { ok: true }>,
  field: 'serial' | 'pin',
  card: Card | undefined,
  t: Translate,
): string {
  const label = t(field === 'serial' ? 'payment.card.serial' : 'payment.card.pin');
  switch (check.problem) {
    case 'required':
      return t('payment.card.required', { field: label });
    case 'digits':
      return t('payment.card.digitsOnly', { field: label });
    case 'length':
      return check.lengths === null || !card
        ? t('payment.card.lengthAny', {
            field: label,
            min: unknownCardLength.min,
            max: unknownCardLength.max,
          })
        : t('payment.card.length', {
            field: label,
            name: card.name,
            lengths: check.lengths.join(` ${t('payment.card.or')} `),
          });
    default:
      return check satisfies never;
  }
}

/**
 * The card form checked before anything is sent: a carrier chosen, serial and PIN present, digits only and of the
 * lengths printed on that carrier's cards, a denomination from the carrier's list.
 */
export function validateCard(
  values: CardFieldValues,
  cards: readonly Card[],
  t: Translate,
): CardValidation {
  const card = cards.find((candidate) => candidate.code === values.provider);
  const errors: CardFieldErrors = {};
  if (!card) errors.provider = t('payment.card.providerRequired');
  const serial = checkCardDigits(values.serial, card ? lengthsOf(card.code, 'serial') : null);
  if (!serial.ok) errors.serial = digitsMessage(serial, 'serial', card, t);
  const pin = checkCardDigits(values.pin, card ? lengthsOf(card.code, 'pin') : null);
  if (!pin.ok) errors.pin = digitsMessage(pin, 'pin', card, t);
  const value = Number(values.value);
  if (values.value === '' || !card?.denominations.includes(value)) {
    errors.value = t('payment.card.valueRequired');
  }
  const first = cardFieldOrder.find((field) => errors[field] !== undefined);
  if (first !== undefined || !card || !serial.ok || !pin.ok) {
    return { ok: false, errors, first: first ?? 'provider' };
  }
  return { ok: true, card: { provider: card.code, serial: serial.digits, pin: pin.digits, value } };
}
