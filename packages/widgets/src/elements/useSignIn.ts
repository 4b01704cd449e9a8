import { unstable_serialize, useSWRConfig } from 'swr';
import type { User } from '../api';
import { portalKeys } from '../provider';
import { dispatchPortalEvent } from './events';

const userKey = unstable_serialize(portalKeys.user);

/** The LoginForm's `onSuccess` of an element: `portal:login` with the username just loaded into the shared cache. */
export function useSignedInEvent(host: HTMLElement): () => void {
  const { cache } = useSWRConfig();
  return () => {
    const user = cache.get(userKey)?.data as User | null | undefined;
    if (user) dispatchPortalEvent(host, 'portal:login', { username: user.username });
  };
}
