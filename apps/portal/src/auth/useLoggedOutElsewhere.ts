import { useLoggedOutInOtherTab } from '@portal/widgets';
import { useEffect } from 'react';
import { leaveForLogin } from './leaveForLogin';
import { loggedOutSince } from './loggedOutFlag';

const goToLogin = () => leaveForLogin();

/**
 * When another tab logs out, this one goes to /login with a full page load: at once when it happens (the provider
 * hears it on its tabs' channel, as an embed does: `useLoggedOutInOtherTab`), and on mount when it happened while
 * this page was still loading (its channel was not open yet to hear it: the logged-out flag, checked at load).
 */
export function useLoggedOutElsewhere(leave: () => void = goToLogin): void {
  useLoggedOutInOtherTab(leave);
  useEffect(() => {
    if (loggedOutSince(performance.timeOrigin)) leave();
  }, [leave]);
}
