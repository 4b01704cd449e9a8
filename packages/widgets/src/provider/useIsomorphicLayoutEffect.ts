import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser; on the server (pre-rendering), where neither runs, React 18 warns of no effect. */
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
