import type { Card, CardTopupRequest } from '../../api';
import type { Translate } from '../../i18n';
import type { payment } from '../../i18n/vi-VN/payment';
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

/**
 * The card form checked before anything is sent: a carrier chosen, serial and PIN present, digits only and of the
 * lengths printed on that carrier's cards, a denomination from the carrier's list.
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
    const lengths = card ? lengthsOf(card.code, field) : null;
    const check = checkCardDigits(values[field], lengths);
    const label = t(field === 'serial' ? 'payment.card.serial' : 'payment.card.pin');
    if (check.ok) digits[field] = check.digits;
    else if (check.problem !== 'length') {
      errors[field] = t(
        check.problem === 'required' ? 'payment.card.required' : 'payment.card.digitsOnly',
        {
          field: label,
        },
      );
    } else {
      errors[field] =
        card && lengths
          ? t('payment.card.length', {
              field: label,
              name: card.name,
              lengths: new Intl.ListFormat('vi', { type: 'disjunction' }).format(
                lengths.map(String),
              ),
            })
          : t('payment.card.lengthAny', { field: label, ...unknownCardLength });
    }
  }
  const value = Number(values.value);
  if (!card?.denominations.includes(value)) errors.value = t('payment.card.valueRequired');
  const first = cardFieldOrder.find((field) => errors[field] !== undefined);
  if (first !== undefined || !card) return { ok: false, errors, first: first ?? 'provider' };
  return { ok: true, card: { provider: card.code, ...digits, value } };
}
