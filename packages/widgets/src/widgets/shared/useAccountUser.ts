import type { User } from '../../api';
import { useUser } from '../../provider';

/** The signed-in player as the account widgets see it. */
export type AccountUser =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'signedOut' }
  | { status: 'ready'; user: User };

/**
 * The one place the account widgets read `useUser()`: its result mapped to the tagged union above,
 * so a change of `useUser`'s shape is adapted here only.
 */
export function useAccountUser(): AccountUser {
  const state = useUser();
  switch (state.status) {
    case 'signedIn':
      return { status: 'ready', user: state.user };
    case 'failed':
      return { status: 'failed', error: state.error, retry: state.retry };
    case 'loading':
    case 'signedOut':
      return { status: state.status };
    default:
      return state satisfies never;
  }
}
