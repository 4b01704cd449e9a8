import { AUTO_KEY_GIFT_ID, AUTO_KEY_TOPUP_THRESHOLD, GIFTS, ZONES, findZone } from '../catalogue';
import type { App } from '../env';
import { idempotent } from '../middleware/idempotency';
import { currentAccount } from '../env';
import { readBody, sendFailure, sendFieldError } from '../http';
import { messages } from '../messages';
import { randomGiftCode } from '../random';
import type { Runtime } from '../runtime';
import { accumulatedTopup, historyOf } from '../state/ledger';
import { text } from '../validation';
import { toAccountZones, toGiftCodes, toTransaction } from '../wire';

/** Transaction history, zones, account zones and gift codes. */
export function registerAccountRoutes(app: App, runtime: Runtime): void {
  app.get('/api/transaction-history', (c) =>
    c.json(historyOf(runtime.state, currentAccount(c).username).map(toTransaction)),
  );

  app.get('/api/zones', (c) => c.json(ZONES.map((zone) => ({ ...zone }))));

  app.get('/api/account-zones', (c) => c.json(toAccountZones(currentAccount(c))));

  app.post('/api/account-zones', idempotent(runtime), async (c) => {
    const account = currentAccount(c);
    const target = findZone(Number(text(await readBody(c), 'zoneId')));
    if (!target || target.state !== 'active') {
      return sendFieldError(c, 'zoneId', messages.zoneNotActive);
    }
    const closed = account.zones.filter((z) => findZone(z.zoneId)?.state === 'closed');
    if (closed.length === 0) return sendFieldError(c, 'zoneId', messages.noLegacyBalance);
    let balance = account.zones.find((z) => z.zoneId === target.id);
    if (!balance) {
      balance = { zoneId: target.id, leftCoin: 0, extpoint0: 0, extpoint4: 0 };
      account.zones.push(balance);
    }
    for (const old of closed) {
      balance.leftCoin += old.leftCoin;
      balance.extpoint0 += old.extpoint0;
      balance.extpoint4 += old.extpoint4;
    }
    account.zones = account.zones.filter((z) => !closed.includes(z));
    return c.json({ message: messages.zoneAssigned });
  });

  app.get('/api/giftpaysys', (c) => c.json(toGiftCodes(currentAccount(c))));

  app.post('/api/giftpaysys/receive', idempotent(runtime), async (c) => {
    const account = currentAccount(c);
    const id = Number(text(await readBody(c), 'rewardType'));
    const gift = GIFTS.find((g) => g.id === id);
    if (!gift) return sendFailure(c, 422, messages.giftNotFound, 'gift_not_found');
    if (account.gifts.has(gift.id)) {
      return sendFailure(c, 422, messages.giftAlreadyClaimed, 'already_claimed');
    }
    if (
      gift.id === AUTO_KEY_GIFT_ID &&
      accumulatedTopup(runtime.state, account.username) < AUTO_KEY_TOPUP_THRESHOLD
    ) {
      return sendFailure(c, 422, messages.giftNotEnoughTopup, 'not_enough_topup');
    }
    const giftCode = randomGiftCode();
    account.gifts.set(gift.id, { giftCode, receivedAt: runtime.now() });
    return c.json({ message: messages.giftClaimed(giftCode), giftcode: giftCode });
  });
}
