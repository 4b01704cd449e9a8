import type { Transaction } from '../../api';

/** A recharge as sent, with what the player had before it and what the screen says once it is done. */
export interface RechargeAttempt {
  /** KP it costs. */
  cost: number;
  zoneId: number;
  /** The balance in KP when it was sent: the server's, read just before its first send (the screen's until then). */
  creditBefore: number;
  /** Whether `creditBefore` was read from the server. */
  creditRead: boolean;
  /** When it was sent (ms since the epoch, this device's clock). */
  sentAt: number;
  done: { coins: number; server: string };
}

/** How far this device's clock may be from the server's when a history row is matched to a recharge sent. */
const clockSlackMs = 2 * 60_000;

/**
 * Whether the server did `attempt`: the balance fell by exactly its cost; or, when something else moved the balance
 * too (a card settling meanwhile), the history has a game recharge of that cost from about when it was sent.
 */
export function rechargeFound(
  attempt: RechargeAttempt,
  credit: number,
  history: readonly Transaction[],
): boolean {
  const spent = attempt.creditBefore - credit;
  if (spent === attempt.cost) return true;
  if (spent === 0) return false;
  return history.some(
    (transaction) =>
      transaction.type === 'credit.pay' &&
      Math.abs(transaction.value) === attempt.cost &&
      Date.parse(transaction.updatedAt) >= attempt.sentAt - clockSlackMs,
  );
}
