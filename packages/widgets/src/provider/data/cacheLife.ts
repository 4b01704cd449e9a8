import type { BareFetcher, Key, Middleware, ScopedMutator, SWRConfiguration, Unloader } from 'swr';
import type { CacheLife } from '../contexts';
import { endSession } from './endSession';

/** A provider's cache from its mount (`attach`, which returns its release) to its release; the sessions it ended. */
export interface CacheLifetime extends CacheLife {
  attach: () => () => void;
  sessionsEnded: () => number;
}

/** The life of the cache whose swr `mutate` and `unload` these are. Read by swr's callbacks, never to render. */
export function createCacheLife(mutate: ScopedMutator, unload: Unloader): CacheLifetime {
  let released = false;
  let sessionsEnded = 0;
  return {
    attach: () => {
      released = false;
      return () => {
        released = true;
      };
    },
    released: () => released,
    sessionsEnded: () => sessionsEnded,
    endSession: async () => {
      if (released) return;
      sessionsEnded += 1;
      await endSession(mutate, unload);
    },
  };
}

/**
 * swr middleware: a load that fails after the session it was sent with has ended resolves instead, so swr discards it
 * as it discards that session's answers (`unload` forgot the request): the failure is neither shown nor reported, and
 * a late 401 of the old session does not end the next one.
 */
export function forgetEndedSessions(life: Pick<CacheLifetime, 'sessionsEnded'>): Middleware {
  return (useSWRNext) =>
    <Data, Error>(
      key: Key,
      fetcher: BareFetcher<Data> | null,
      config: SWRConfiguration<Data, Error, BareFetcher<Data>>,
    ) => {
      const forgetful: BareFetcher<Data> | null =
        fetcher &&
        ((...args: unknown[]) => {
          const sentIn = life.sessionsEnded();
          return Promise.resolve(fetcher(...args)).catch((error: unknown) => {
            if (life.sessionsEnded() === sentIn) throw error;
            return undefined as Data; // never written: swr discards the answer of a request `unload` forgot
          });
        });
      return useSWRNext<Data, Error>(key, forgetful, config);
    };
}
