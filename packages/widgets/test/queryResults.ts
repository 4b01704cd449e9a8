import type { QueryResult, UserState } from '../src/provider';

/** A query's data once ready, else undefined (loading or failed). */
export const dataOf = <Data>(result: QueryResult<Data>): Data | undefined =>
  result.status === 'ready' ? result.data : undefined;

/** The signed-in user, null when signed out, undefined while loading or failed. */
export const userOf = (state: UserState) =>
  state.status === 'signedIn' ? state.user : state.status === 'signedOut' ? null : undefined;
