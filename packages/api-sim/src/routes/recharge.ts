import { findCardProvider } from '../cards';
import { GAME, PAYABLE_VALUES, findZone } from '../catalogue';
import type { App } from '../env';
import { idempotent } from '../middleware/idempotency';
import { currentAccount } from '../env';
import { readBody, sendFailure, sendFieldError, sendValidation } from '../http';
import { messages } from '../messages';
import type { Runtime } from '../runtime';
import { isSerialUsed, submitCard } from '../state/card-topups';
import { newRecord } from '../state/ledger';
import { ErrorBag, text } from '../validation';

/** Card top-up (KP in) and game recharge (KP out into a zone's premium coin). */
export function registerRechargeRoutes(app: App, runtime: Runtime): void {
  app.post('/api/recharge/card', idempotent(runtime), async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const provider = findCardProvider(text(body, 'provider').trim());
    const serial = text(body, 'serial').trim();
    const pin = text(body, 'pin').trim();
    const value = Number(body.value);
    // messages keep the field names (pin, serial, provider): the client swaps in its own labels
    const errors = new ErrorBag();
    if (!provider) errors.add('provider', messages.cardFieldInvalid('provider'));
    const digitsOf = (field: 'serial' | 'pin', input: string, lengths?: readonly number[]) => {
      if (input === '') errors.add(field, messages.cardFieldRequired(field));
      else if (!/^\d+$/.test(input) || (lengths && !lengths.includes(input.length))) {
        errors.add(field, messages.cardFieldInvalid(field));
      }
    };
    digitsOf('serial', serial, provider?.serialLengths);
    digitsOf('pin', pin, provider?.pinLengths);
    if (provider && !provider.values.includes(value))
      errors.add('value', messages.cardValueInvalid);
    if (provider && !errors.has('serial') && isSerialUsed(runtime.state, provider.code, serial)) {
      errors.add('serial', messages.serialUsed);
    }
    if (!provider || !errors.isEmpty) return sendValidation(c, errors);
    const record = submitCard(runtime, account, { provider, serial, pin, value });
    return c.json({
      data: { message: messages.cardAccepted(record.id), transactionId: record.id },
    });
  });

  app.get('/api/recharge/game', (c) =>
    c.json({ coinName: GAME.coinName, payableValues: PAYABLE_VALUES.map((v) => ({ ...v })) }),
  );

  app.post('/api/recharge/game', idempotent(runtime), async (c) => {
    const account = currentAccount(c);
    const body = await readBody(c);
    const payable = PAYABLE_VALUES.find((v) => v.credit === Number(body.creditAmount));
    if (!payable) return sendFailure(c, 422, messages.invalidAmount, 'invalid_amount');
    if (!text(body, 'zoneId')) return sendFieldError(c, 'zoneId', messages.zoneRequired);
    const zone = findZone(Number(text(body, 'zoneId')));
    if (!zone) return sendFieldError(c, 'zoneId', messages.zoneNotFound);
    if (zone.state !== 'active') return sendFailure(c, 422, messages.zoneClosed, 'zone_closed');
    if (account.credit < payable.credit) {
      return sendFailure(c, 422, messages.insufficientCredit, 'insufficient_credit');
    }

    account.credit -= payable.credit;
    let balance = account.zones.find((z) => z.zoneId === zone.id);
    if (!balance) {
      balance = { zoneId: zone.id, leftCoin: 0, extpoint0: 0, extpoint4: 0 };
      account.zones.push(balance);
    }
    // leftCoin counts hundredths of a coin (the portal shows leftCoin / 100)
    balance.leftCoin += payable.coinsReceived * 100;
    const metadata = { coin: payable.coinsReceived, coinName: GAME.coinName, gameId: GAME.gameId };
    runtime.state.transactions.push(
      newRecord(runtime, account.username, {
        type: 'credit.pay',
        value: payable.credit,
        currency: 'KP',
        status: 'success',
        payload: { metadata },
      }),
    );
    return c.json({
      message: messages.gameRecharged(payable.coinsReceived, GAME.coinName, zone.name),
    });
  });
}
