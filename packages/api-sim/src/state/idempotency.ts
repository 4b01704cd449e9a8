import type { IdempotentAnswer, State } from './types';

/** How long an answer is kept for its key: 24 hours (Stripe's rule). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Where a key stands for one request: new (handle it), taken by another body, still being handled, or answered. */
export type KeyLookup =
  | { status: 'new' }
  | { status: 'otherRequest' }
  | { status: 'inProgress' }
  | { status: 'answered'; answer: IdempotentAnswer };

const storeKey = (username: string, key: string) => `${username}\n${key}`;

/** What a key was used for in `username`'s account, as of `now` (an entry older than 24 hours is forgotten). */
export function lookUpKey(
  state: State,
  username: string,
  key: string,
  fingerprint: string,
  now: number,
): KeyLookup {
  const entry = state.idempotencyKeys.get(storeKey(username, key));
  if (!entry || now - entry.createdAt >= IDEMPOTENCY_KEY_TTL_MS) return { status: 'new' };
  if (entry.fingerprint !== fingerprint) return { status: 'otherRequest' };
  if (!entry.answer) return { status: 'inProgress' };
  return { status: 'answered', answer: entry.answer };
}

/** Marks `key` as being handled for the request of `fingerprint`. */
export function claimKey(
  state: State,
  username: string,
  key: string,
  fingerprint: string,
  now: number,
): void {
  for (const [name, entry] of state.idempotencyKeys) {
    if (now - entry.createdAt >= IDEMPOTENCY_KEY_TTL_MS) state.idempotencyKeys.delete(name);
  }
  state.idempotencyKeys.set(storeKey(username, key), { fingerprint, createdAt: now, answer: null });
}

/** Keeps the first answer of `key`, which every repeat of its request gets. */
export function keepAnswer(
  state: State,
  username: string,
  key: string,
  answer: IdempotentAnswer,
): void {
  const entry = state.idempotencyKeys.get(storeKey(username, key));
  if (entry) entry.answer = answer;
}

/**
 * A money write as its key keeps it: the request it was first used for (method and path, and its body as canonical
 * JSON), and its first answer's status once handled.
 */
export type MoneyWrite = { key: string; request: string; body: string; status: number | null };

/** `username`'s keys, oldest first (the ones older than 24 hours are dropped at the next new key). */
export function moneyWritesOf(state: State, username: string): MoneyWrite[] {
  const prefix = `${username}\n`;
  return [...state.idempotencyKeys]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, entry]) => {
      const lineEnd = entry.fingerprint.indexOf('\n');
      return {
        key: name.slice(prefix.length),
        request: entry.fingerprint.slice(0, lineEnd),
        body: entry.fingerprint.slice(lineEnd + 1),
        status: entry.answer?.status ?? null,
      };
    });
}
