/** Items of a list answer that were left out because they did not decode (the rest of the list was shown). */
export class SkippedItemsError extends Error {
  override readonly name = 'SkippedItemsError';
  constructor(
    /** Which list, e.g. 'GET /api/payment-methods eWallets'. */
    readonly list: string,
    readonly count: number,
  ) {
    super(`${list}: ${count} item(s) did not decode and were left out`);
  }
}

const listeners = new Set<(error: SkippedItemsError) => void>();

/** The lists the decoders kept (the very arrays) and how many of their items they left out. */
const leftOut = new WeakMap<readonly unknown[], number>();

/** Marks `list`, as decoded, as missing `count` items that did not decode. */
function markSkipped(list: readonly unknown[], count: number): void {
  leftOut.set(list, count);
}

/**
 * Runs `decode` (synchronous), counting the items the decoders leave out of its answer meanwhile; when the answer is
 * a list that misses some, the list carries their count ({@link skippedCount}).
 */
export function countingSkipped<T>(decode: () => T): T {
  let count = 0;
  listeners.add(counter);
  function counter(error: SkippedItemsError) {
    count += error.count;
  }
  try {
    const answer = decode();
    if (count > 0 && Array.isArray(answer)) markSkipped(answer, count);
    return answer;
  } finally {
    listeners.delete(counter);
  }
}

/**
 * How many items the decoders left out of `list` (0 for a list they kept whole), so a page can say that some could
 * not be shown beside those it shows. `list` is the array the decoder returned, or a part of it given its count
 * ({@link withSkippedOf}).
 */
export function skippedCount(list: readonly unknown[]): number {
  return leftOut.get(list) ?? 0;
}

/** `part` of a decoded list (its first rows), carrying the count of items left out of the whole. */
export function withSkippedOf<T>(part: T[], whole: readonly T[]): T[] {
  const count = skippedCount(whole);
  if (count > 0) markSkipped(part, count);
  return part;
}

/** Hears of list items left out by the decoders; returns the function that stops listening. */
export function onSkippedItems(listener: (error: SkippedItemsError) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that `count` items of `list` were left out. */
export function reportSkippedItems(list: string, count: number): void {
  const error = new SkippedItemsError(list, count);
  for (const listener of listeners) listener(error);
}
