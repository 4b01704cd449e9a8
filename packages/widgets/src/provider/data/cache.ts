import {
  commit,
  createEntry,
  idleState,
  isFresh,
  serialiseKey,
  writtenSince,
  type CacheEntry,
  type CacheLoad,
  type CacheWrite,
  type QueryKey,
  type QueryObserver,
  type QueryState,
} from './cacheEntry';
import { retryDelay, type CachePolicy } from './cachePolicy';

/** Picks cached keys, for a mutate of all of them at once. */
export type KeyFilter = (key: QueryKey) => boolean;

/** Whether a write reloads the mounted queries of its key afterwards (it does by default). */
export interface MutateOptions {
  revalidate?: boolean;
}

/** Loads a key again or writes it; once the provider is gone, it does nothing and resolves with undefined. */
export interface Mutate {
  /** Loads the key again in its mounted queries, past the dedupe; resolves with the data then. */
  <Data = unknown>(key: QueryKey): Promise<Data | undefined>;
  /**
   * Sets the key's data (a promise's once it resolves; a rejection rejects and leaves the cache as it was), then
   * reloads its mounted queries unless `revalidate: false`; resolves with the data set.
   */
  <Data = unknown>(
    key: QueryKey,
    data: Data | Promise<Data> | undefined,
    options?: MutateOptions,
  ): Promise<Data | undefined>;
  /** The same for every cached key `filter` picks: `mutate(filter, undefined)` clears them. */
  (filter: KeyFilter, ...write: [] | [data: undefined, options?: MutateOptions]): Promise<unknown>;
}

/** Receives each failed load (not the ones dropped as stale), before the failure is shown. */
export type LoadErrorHandler = (error: unknown, key: QueryKey, cache: QueryCache) => void;

/** The responses of one provider, their loads and the queries mounted on them. */
export interface QueryCache {
  read: (key: QueryKey) => QueryState;
  subscribe: (key: QueryKey, onChange: () => void) => () => void;
  /** Mounts a query on its key (loaded unless fresh); the function it returns unmounts it. */
  observe: (key: QueryKey, observer: QueryObserver) => () => void;
  mutate: Mutate;
  /** The window got focus: the mounted queries load again, each at most once per focus throttle. */
  revalidateOnFocus: () => void;
  /** Forgets the loads on their way: their answers, sent with a session that ended, are dropped. */
  forgetLoads: () => void;
  /**
   * The provider is mounted and hands each failed load to `onLoadError`; the function it returns marks it gone (a
   * mutate or a retry then does nothing, and no failure is handed on).
   */
  attach: (onLoadError: LoadErrorHandler) => () => void;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/** Visible and online: a hidden or offline page neither retries nor reloads on focus. */
function isActive(): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return visible && (typeof navigator === 'undefined' || navigator.onLine !== false);
}

/**
 * A data cache for one provider. Stale answers are told apart by identity: each key remembers its latest load and
 * write, and an answer whose load or write is no longer the latest (replaced by a newer one, or forgotten when the
 * session ended) is dropped; a load that started before the latest write ended is older than that write's data.
 */
export function createQueryCache(policy: CachePolicy): QueryCache {
  let order = 0;
  let attached = true;
  let onLoadError: LoadErrorHandler = () => {};
  const entries = new Map<string, CacheEntry>();

  function entryOf(key: QueryKey): CacheEntry {
    const id = serialiseKey(key);
    let entry = entries.get(id);
    if (!entry) {
      entry = createEntry(key);
      entries.set(id, entry);
    }
    return entry;
  }

  function forgetLoad(entry: CacheEntry): void {
    entry.load = undefined;
    clearTimeout(entry.retry);
    commit(entry, {});
  }

  function scheduleRetry(entry: CacheEntry, error: unknown, attempt: number): void {
    const [observer] = entry.observers;
    if (!attached || !observer || observer.immutable || !isActive()) return;
    if (attempt > policy.retryCount || !policy.shouldRetry(error)) return;
    const retry = () => void (attached && load(entry, { dedupe: true, attempt }));
    entry.retry = setTimeout(retry, retryDelay(policy, attempt));
  }

  function load(entry: CacheEntry, { dedupe, attempt = 0 }: { dedupe: boolean; attempt?: number }) {
    const [observer] = entry.observers;
    if (!observer) return Promise.resolve();
    if (dedupe && entry.load?.answered === false) return entry.load.settled;
    if (dedupe && isFresh(entry, policy.dedupeMs)) return Promise.resolve();
    clearTimeout(entry.retry);
    const current: CacheLoad = {
      order: ++order,
      answered: false,
      settled: Promise.resolve(),
    };
    entry.load = current;
    commit(entry, {});
    current.settled = new Promise((resolve) => resolve(observer.load())).then(
      (data) => {
        if (entry.load !== current) return;
        current.answered = true;
        commit(entry, writtenSince(entry, current.order) ? {} : { data, error: undefined });
      },
      (error: unknown) => {
        if (entry.load !== current) return;
        entry.load = undefined; // a failure dedupes nothing: the next mount asks again
        try {
          onLoadError(error, entry.key, cache);
        } finally {
          // After the handler: a 401 that ended the session cleared the cache, and the failure still shows.
          commit(entry, { error });
          scheduleRetry(entry, error, attempt + 1);
        }
      },
    );
    return current.settled;
  }

  function revalidate(entry: CacheEntry): Promise<unknown> {
    forgetLoad(entry);
    entry.setAt = 0; // stale: with no query mounted, the next one to mount loads it
    return load(entry, { dedupe: false }).then(() => entry.state.data);
  }

  async function write(
    entry: CacheEntry,
    value: unknown,
    options?: MutateOptions,
  ): Promise<unknown> {
    const current: CacheWrite = {};
    entry.write = current;
    let data = value;
    let failure: { error: unknown } | undefined;
    if (isPromiseLike(value)) {
      try {
        data = await value;
      } catch (error) {
        failure = { error };
      }
      // A later write, or the session's end, took its place: its answer is not written.
      if (entry.write !== current) {
        if (failure) throw failure.error;
        return data;
      }
    }
    if (!failure) commit(entry, { data, error: undefined });
    current.endedAt = ++order;
    if (options?.revalidate !== false) void revalidate(entry);
    if (failure) throw failure.error;
    return data;
  }

  const mutateEntry = (entry: CacheEntry, args: unknown[]) =>
    args.length === 0 ? revalidate(entry) : write(entry, args[0], args[1] as MutateOptions);

  const mutate = ((target: QueryKey | KeyFilter, ...args: unknown[]) => {
    if (!attached) {
      if (isPromiseLike(args[0])) Promise.resolve(args[0]).catch(() => {}); // nobody is left to tell
      return Promise.resolve(undefined);
    }
    if (typeof target !== 'function') return mutateEntry(entryOf(target), args);
    const picked = [...entries.values()].filter((entry) => target(entry.key));
    return Promise.all(picked.map((entry) => mutateEntry(entry, args)));
  }) as Mutate;

  const cache: QueryCache = {
    read: (key) => entries.get(serialiseKey(key))?.state ?? idleState,
    subscribe(key, onChange) {
      const { listeners } = entryOf(key);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    observe(key, observer) {
      const entry = entryOf(key);
      const failedOnScreen = entry.observers.size > 0 && entry.state.error !== undefined;
      if (entry.observers.size === 0) entry.focusDueAt = Date.now() + policy.focusThrottleMs;
      entry.observers.add(observer);
      // A second query mounted on a failure on screen leaves it there (its retry is the player's).
      const wanted = !failedOnScreen && (!observer.immutable || entry.state.data === undefined);
      if (wanted) void load(entry, { dedupe: true });
      return () => {
        entry.observers.delete(observer);
        if (entry.observers.size === 0) clearTimeout(entry.retry);
      };
    },
    mutate,
    revalidateOnFocus() {
      if (!attached || !isActive()) return;
      const now = Date.now();
      for (const entry of entries.values()) {
        const [observer] = entry.observers;
        if (!observer || observer.immutable || now <= entry.focusDueAt) continue;
        entry.focusDueAt = now + policy.focusThrottleMs;
        void load(entry, { dedupe: true });
      }
    },
    forgetLoads() {
      for (const entry of entries.values()) forgetLoad(entry);
    },
    attach(handler) {
      attached = true;
      onLoadError = handler;
      return () => {
        attached = false;
        onLoadError = () => {};
      };
    },
  };
  return cache;
}
