/** A cache key: the query's name and its parameters (`portalKeys`, `tokenKeys`). */
export type QueryKey = readonly string[];

/** One key's answer as a component reads it. */
export interface QueryState<Data = unknown> {
  data: Data | undefined;
  /** The last load's failure, until a load or a write succeeds. */
  error: unknown;
  /** A load is on its way. */
  validating: boolean;
}

/** A mounted query: how to load its key; a token's check (`immutable`) is loaded once and never again by itself. */
export interface QueryObserver {
  load: () => Promise<unknown>;
  immutable: boolean;
}

/** A load of one key; an answered one dedupes the next for the policy's window. */
export interface CacheLoad {
  order: number;
  answered: boolean;
  settled: Promise<void>;
}

/** A write of one key; a load started before it ended is older than its data. */
export interface CacheWrite {
  endedAt?: number;
}

/** One key of the cache: its answer, who reads and who loads it, and its latest load and write. */
export interface CacheEntry {
  key: QueryKey;
  state: QueryState;
  /** When the data was last set (ms), for the dedupe window. */
  setAt: number;
  listeners: Set<() => void>;
  observers: Set<QueryObserver>;
  load?: CacheLoad;
  write?: CacheWrite;
  retry?: ReturnType<typeof setTimeout>;
  focusDueAt: number;
}

/** No answer yet, and no load on its way. */
export const idleState: QueryState = { data: undefined, error: undefined, validating: false };

/** The cache's string for a key. */
export const serialiseKey = (key: QueryKey): string => JSON.stringify(key);

/** A key's entry before anything was loaded or written. */
export function createEntry(key: QueryKey): CacheEntry {
  return {
    key,
    state: idleState,
    setAt: 0,
    listeners: new Set(),
    observers: new Set(),
    focusDueAt: 0,
  };
}

/** Changes a key's answer; its subscribers hear of it when anything they read changed. */
export function commit(
  entry: CacheEntry,
  change: Partial<Pick<QueryState, 'data' | 'error'>>,
): void {
  const next = { ...entry.state, ...change, validating: entry.load?.answered === false };
  if ('data' in change) entry.setAt = Date.now();
  const { state } = entry;
  if (
    next.data === state.data &&
    next.error === state.error &&
    next.validating === state.validating
  )
    return;
  entry.state = next;
  for (const listener of entry.listeners) listener();
}

/** A load is on its way, or the data is younger than `dedupeMs`: a mount or a focus loads nothing. */
export const isFresh = (entry: CacheEntry, dedupeMs: number) =>
  entry.load?.answered === false ||
  (entry.state.data !== undefined && Date.now() - entry.setAt < dedupeMs);

/** Whether the latest write of the key ended after the load `order` started (or is on its way): that load is older. */
export const writtenSince = (entry: CacheEntry, order: number) =>
  entry.write !== undefined && (entry.write.endedAt === undefined || order < entry.write.endedAt);
