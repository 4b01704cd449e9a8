import {
  array,
  coerce,
  integer,
  max,
  min,
  number,
  refine,
  size,
  unknown,
  validate,
  type Struct,
} from 'superstruct';
import { reportSkippedItems } from '../skippedItems';

/** The largest count of KP, đ or coins: past it a whole number is no longer exact. */
const largestAmount = Number.MAX_SAFE_INTEGER;

/**
 * The largest rate (KP per đ, or bonus KP per KP): 10 billion đ at it is still an exact count of KP, so the rate note
 * and the bonus table never show ∞ (a rate of 1e308 does not decode).
 */
export const largestRate = largestAmount / 1e10;

/** A count of KP, đ or coins the portal shows or charges: a whole number from 0 to 2^53 - 1 (never 1e309, -100, 0.5). */
export const amount = () => size(integer(), 0, largestAmount);

/** A price or face value: a whole number above zero, bounded as an amount. */
export const price = () => size(integer(), 1, largestAmount);

/** A finite number (JSON's 1e309 parses to Infinity). */
export const finite = () => refine(number(), 'finite', (value) => Number.isFinite(value));

/** An exchange rate, KP per đ: above 0, at most {@link largestRate}. */
export const exchangeRate = () => max(min(finite(), 0, { exclusive: true }), largestRate);

/** A bonus rate, bonus KP per KP: 0 or more, at most {@link largestRate}. */
export const bonusRate = () => max(min(finite(), 0), largestRate);

/**
 * A list decoded item by item: an item that does not fit `item` (an unknown enum value, a negative price) is left
 * out and reported (`onSkippedItems`, which PortalProvider hands to `onError`; a list answer also carries their
 * count, `skippedCount`); the rest of the list is kept. A
 * value that is not a list at all still fails the whole answer, and so does a list whose every item was left out
 * when `noneLeftFails` (a history or gift list that came with rows is never shown as empty: that is a load failure).
 */
export function listOf<T, S>(
  item: Struct<T, S>,
  what: string,
  { noneLeftFails = false }: { noneLeftFails?: boolean } = {},
): Struct<T[], Struct<T, S>> {
  return coerce(array(item), array(unknown()), (list) => {
    // validate with coerce: an item's own lists are decoded item by item too
    const kept = list.flatMap((entry) => {
      const [error, value] = validate(entry, item, { coerce: true });
      return error ? [] : [value];
    });
    // The list as it came: the array check then fails at its first item, and names it.
    if (noneLeftFails && list.length > 0 && kept.length === 0) return list;
    if (kept.length < list.length) reportSkippedItems(what, list.length - kept.length);
    return kept;
  });
}
