import { createContext, useContext, type ReactNode } from 'react';

const Held = createContext(false);

/**
 * Holds the queries of the widgets inside it: while `held`, none is sent and each shows as loading, so the widgets
 * draw their loading frames. The portal's gate holds a page's queries until `GET /api/me` has answered: the page is
 * painted (pre-rendered) before the session is known, and a guest's visit sends nothing but that one request.
 */
export function QueryHold({ held, children }: { held: boolean; children: ReactNode }) {
  return <Held.Provider value={held}>{children}</Held.Provider>;
}

/** `key`, or null (nothing is sent) while a {@link QueryHold} above holds the queries. */
export function useHeldKey<Key>(key: Key): Key | null {
  return useContext(Held) ? null : key;
}
