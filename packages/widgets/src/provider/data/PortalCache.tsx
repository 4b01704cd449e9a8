import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { CacheLifeProvider } from '../contexts';
import type { PortalErrorHandler } from '../errorReport';
import type { SessionRenewal } from '../session/sessionRenewal';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { portalCacheConfig } from './cacheConfig';
import { createCacheLife, forgetEndedSessions } from './cacheLife';
import { portalKeys } from './keys';
import { reportLoadErrors } from './loadErrors';

const userKey = unstable_serialize(portalKeys.user);
const dataKeys = new Set<string>(Object.values(portalKeys).map((key) => key[1]));

/** One of the {@link portalKeys} (not a token's check, which runs once per token). */
function isDataKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'portal' && dataKeys.has(key[1] as string);
}

interface PortalCacheProps {
  onError: PortalErrorHandler;
  renewal: SessionRenewal;
  children: ReactNode;
}

/** What swr does not do, on its public API: the load-error rules, reconnect past the dedupe, the cache's life. */
function CacheRules({ onError, renewal, children }: PortalCacheProps) {
  const { cache, mutate, unload } = useSWRConfig();
  const [life] = useState(() => createCacheLife(mutate, unload));
  useIsomorphicLayoutEffect(() => life.attach(), [life]);

  const rules = useMemo(() => {
    const handle = reportLoadErrors(
      onError,
      { ended: () => cache.get(userKey)?.data === null, end: () => void life.endSession() },
      renewal,
    );
    return {
      onError: (error: unknown) => {
        // A load failing after the provider is gone has nobody to tell.
        if (!life.released()) handle(error);
      },
      use: [forgetEndedSessions(life)],
    };
  }, [cache, life, onError, renewal]);

  // Back online, the data on screen loads again at once. swr's own reconnect revalidation is deduped: within 2 s of
  // the last load (a short drop) it sends nothing. A mutate loads the mounted queries past the dedupe.
  useEffect(() => {
    const onOnline = () => void mutate(isDataKey);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [mutate]);

  return (
    <CacheLifeProvider value={life}>
      <SWRConfig value={rules}>{children}</SWRConfig>
    </CacheLifeProvider>
  );
}

/**
 * The provider's data cache: swr's, one per provider ({@link portalCacheConfig}), with the rules of
 * {@link reportLoadErrors}, the session's end (`endSession`) and a reload of the data on screen when the browser is
 * back online.
 */
export function PortalCache(props: PortalCacheProps) {
  return (
    <SWRConfig value={portalCacheConfig}>
      <CacheRules {...props} />
    </SWRConfig>
  );
}
