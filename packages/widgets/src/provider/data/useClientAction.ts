import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, isApiError, mayHaveBeenDone } from '../../api';
import type { PortalTransport } from '../../api';
import { useTabsChannelContext, useCacheLifeContext } from '../contexts';
import { usePortalClient } from '../contextHooks';
import type { PortalKey } from './keys';
import { isSessionGone, useSessionGone } from './sessionGone';
import { currentUser } from './useUser';

/**
 * A write's failure as it concerns the session: a 419 whose session is gone (`/api/me` answers 401: it expired, and
 * the token belonged to it) is that 401, since sending again would only meet it; any other failure as it came.
 */
async function sessionFailureOf(client: PortalTransport, error: unknown): Promise<unknown> {
  if (!isApiError(error) || error.statusCode !== 419) return error;
  const user = await currentUser(client).catch(() => undefined);
  if (user !== null) return error;
  return new ApiError({
    kind: 'http',
    statusCode: 401,
    message: `${error.message} (GET /api/me then answered 401: the session is gone)`,
    messageKey: 'api.error.unauthenticated',
  });
}

/** Options of {@link useClientAction}. */
export interface ClientActionOptions {
  /**
   * A money write: once it is done, or its outcome unknown, the other tabs of the origin are told to read the balance
   * and the history again (the provider's tabs' channel).
   */
  money?: boolean;
}

/**
 * An endpoint function called with the provider's transport, followed by refetching what it changed (swr's mutate:
 * the mounted queries of those keys load again past the dedupe; nothing once the provider is gone).
 */
export function useClientAction<Args extends unknown[], Result>(
  consumerName: string,
  call: (client: PortalTransport, ...args: Args) => Promise<Result>,
  refetch: readonly PortalKey[],
  { money = false }: ClientActionOptions = {},
) {
  const client = usePortalClient(consumerName);
  const otherTabs = useTabsChannelContext(consumerName);
  const { mutate } = useSWRConfig();
  const life = useCacheLifeContext(consumerName);
  const gone = useSessionGone();
  const callRef = useRef(call);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    callRef.current = call;
    refetchRef.current = refetch;
  });
  return useCallback(
    async (...args: Args): Promise<Result> => {
      let result: Result;
      try {
        result = await callRef.current(client, ...args);
      } catch (error) {
        if (money && mayHaveBeenDone(error)) otherTabs.announceBalance();
        const failure = await sessionFailureOf(client, error);
        if (isSessionGone(failure)) await gone();
        throw failure;
      }
      if (money) otherTabs.announceBalance();
      if (!life.released()) await Promise.all(refetchRef.current.map((key) => mutate(key)));
      return result;
    },
    [client, mutate, life, gone, money, otherTabs],
  );
}
