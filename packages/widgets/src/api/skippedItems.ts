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
