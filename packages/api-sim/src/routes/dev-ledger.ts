import type { App } from '../env';
import { sendFailure } from '../http';
import type { Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { settleDueCards } from '../state/card-topups';
import { moneyWritesOf } from '../state/idempotency';
import { historyOf } from '../state/ledger';
import { toTransaction } from '../wire';

/**
 * `GET /__sim/ledger?username=`: an account's money as the server has it (balance and debt, every transaction, the
 * gifts claimed, the money writes by Idempotency-Key), for browser tests to check against what pages showed. No
 * session is needed: reading it changes nothing a page could see.
 */
export function registerDevLedgerRoute(app: App, runtime: Runtime): void {
  app.get('/__sim/ledger', (c) => {
    const username = c.req.query('username') ?? '';
    settleDueCards(runtime);
    const account = findAccount(runtime.state, username);
    if (!account) return sendFailure(c, 404, `No account named "${username}".`);
    return c.json({
      username: account.username,
      credit: account.credit,
      debtCredit: account.debtCredit,
      transactions: historyOf(runtime.state, account.username).map(toTransaction),
      gifts: [...account.gifts].map(([id, gift]) => ({ id, giftCode: gift.giftCode })),
      moneyWrites: moneyWritesOf(runtime.state, account.username),
    });
  });
}
