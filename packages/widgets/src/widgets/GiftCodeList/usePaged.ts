import { useState } from 'react';

/** Gifts shown at first, and added by each 'Xem thêm': a long list stays quick to draw on a phone. */
export const giftsPerPage = 50;

/** The first `shown` items of `items`, how many more there are, and the way to show the next page. */
export function usePaged<T>(items: readonly T[], pageSize = giftsPerPage) {
  const [shown, setShown] = useState(pageSize);
  return {
    visible: items.slice(0, shown),
    /** How many the next page adds (0 when all are shown). */
    next: Math.min(pageSize, Math.max(0, items.length - shown)),
    showMore: () => setShown((current) => current + pageSize),
  };
}
