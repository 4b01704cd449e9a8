import type { User } from '../api';
import { displayName } from '../i18n/names';
import { dispatchPortalEvent } from './events';

/** The LoginForm's `onSuccess` of an element: `portal:login` on the element with the user the form signed in. */
export function signedInHandler(host: HTMLElement): (user: User) => void {
  return (user) =>
    dispatchPortalEvent(host, 'portal:login', {
      user: { username: user.username, displayName: displayName(user) },
    });
}
