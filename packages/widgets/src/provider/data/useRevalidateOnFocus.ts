import { useEffect } from 'react';
import { useQueryCacheContext } from '../contexts';

/** Back to the page (window focus, or the tab shown again), the data on screen loads again, throttled per query. */
export function useRevalidateOnFocus(): void {
  const cache = useQueryCacheContext('useRevalidateOnFocus');
  useEffect(() => {
    const onFocus = () => cache.revalidateOnFocus();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') cache.revalidateOnFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [cache]);
}
