import {
  array,
  coerce,
  integer,
  min,
  number,
  refine,
  unknown,
  validate,
  type Struct,
} from 'superstruct';
import { reportSkippedItems } from '../skippedItems';

/** A count of KP, đ or coins the portal shows or charges: a whole number, zero or more (never 1e309, -100, 0.5). */
export const amount = () => min(integer(), 0);

/** A price or face value: a whole number above zero. */
export const price = () => min(integer(), 1);

/** A finite number (JSON's 1e309 parses to Infinity). */
export const finite = () => refine(number(), 'finite', (value) => Number.isFinite(value));

/**
 * A list decoded item by item: an item that does not fit `item` (an unknown enum value, a negative price) is left
 * out and reported (`onSkippedItems`, which PortalProvider hands to `onError`); the rest of the list is kept. A
 * value that is not a list at all still fails the whole answer.
 */
export function listOf<T, S>(item: Struct<T, S>, what: string): Struct<T[], Struct<T, S>> {
  return coerce(array(item), array(unknown()), (list) => {
    // validate with coerce: an item's own lists are decoded item by item too
    const kept = list.flatMap((entry) => {
      const [error, value] = validate(entry, item, { coerce: true });
      return error ? [] : [value];
    });
    if (kept.length < list.length) reportSkippedItems(what, list.length - kept.length);
    return kept;
  });
}
