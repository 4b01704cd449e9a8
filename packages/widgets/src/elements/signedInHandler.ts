import type { User } from '../api';
import { dispatchPortalEvent } from './events';

/** The LoginForm's `onSuccess` of an element: `portal:login` on the element with the user the form signed in. */
export function signedInHandler(host: HTMLElement): (user: User) => void {
  return (user) => dispatchPortalEvent(host, 'portal:login', { username: user.username });
}
