import type { App } from '../env';
import { readBody, sendFailure } from '../http';
import type { Runtime } from '../runtime';
import { ZONES } from '../catalogue';
import { findAccount } from '../state/accounts';
import { addFault } from '../state/faults';
import { receiveSms } from '../state/sms';
import { receiveTransfer } from '../state/transfers';
import { findTransferMethod } from '../transfer-methods';
import { text } from '../validation';
import { toTransaction } from '../wire';
import { registerDevLedgerRoute } from './dev-ledger';
import { registerDevSessionRoutes } from './dev-sessions';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Simulator-only tools under /__sim/ (exempt from CSRF and faults; messages for developers). */
export function registerDevRoutes(app: App, runtime: Runtime, reset: () => void): void {
  // A POST must come as JSON: a page elsewhere cannot send that without a CORS preflight, which
  // the allow-list refuses, so a random website cannot reset or credit the simulator. (DELETE
  // always needs a preflight.)
  app.use('/__sim/*', async (c, next) => {
    const isJson = (c.req.header('content-type') ?? '').includes('application/json');
    if (c.req.method === 'POST' && !isJson) {
      return sendFailure(
        c,
        415,
        'Development endpoints take JSON: send Content-Type: application/json.',
      );
    }
    await next();
  });

  app.get('/__sim/outbox', (c) => {
    const to = c.req.query('to');
    const messages = runtime.state.outbox.filter((m) => to === undefined || m.to === to);
    return c.json(messages);
  });

  app.post('/__sim/sms', async (c) => {
    const body = await readBody(c);
    const from = text(body, 'from').trim();
    if (from === '') return sendFailure(c, 400, 'Body needs { from, text }.');
    return c.json({ reply: receiveSms(runtime, from, text(body, 'text')) });
  });

  // Balances left on the closed server, as legacy has: the account's /recharge shows the upgrade screen.
  app.post('/__sim/closed-zone', async (c) => {
    const body = await readBody(c);
    const account = findAccount(runtime.state, text(body, 'username'));
    if (!account) return sendFailure(c, 404, `No account named "${text(body, 'username')}".`);
    const closed = ZONES.find((zone) => zone.state === 'closed');
    if (!closed) return sendFailure(c, 500, 'The catalogue has no closed server.');
    if (!account.zones.some((zone) => zone.zoneId === closed.id)) {
      account.zones.push({ zoneId: closed.id, leftCoin: 125_000, extpoint0: 4550, extpoint4: 300 });
    }
    return c.json({ zoneId: closed.id }, 201);
  });

  app.post('/__sim/transfer', async (c) => {
    const body = await readBody(c);
    const account = findAccount(runtime.state, text(body, 'username'));
    const method = findTransferMethod(text(body, 'method'));
    const amount = body.amount;
    if (!account) return sendFailure(c, 404, `No account named "${text(body, 'username')}".`);
    if (!method)
      return sendFailure(c, 400, 'method must be momo, viettelpay, vietcombank or techcombank.');
    if (!isCount(amount) || amount === 0)
      return sendFailure(c, 400, 'amount must be a positive integer of đồng.');
    const record = receiveTransfer(runtime, account, method, amount);
    return c.json(
      {
        transaction: toTransaction(record),
        credit: account.credit,
        debtCredit: account.debtCredit,
      },
      201,
    );
  });

  app.get('/__sim/faults', (c) => c.json(runtime.state.faults));

  app.post('/__sim/faults', async (c) => {
    const body = await readBody(c);
    const path = text(body, 'path');
    const { delayMs = 0, times = 1 } = body;
    const status =
      isCount(body.status) && body.status >= 200 && body.status <= 599 ? body.status : null;
    if (!path.startsWith('/')) return sendFailure(c, 400, 'path must start with "/".');
    if (body.status !== undefined && status === null) {
      return sendFailure(c, 400, 'status must be an HTTP status between 200 and 599.');
    }
    if (!isCount(delayMs) || !isCount(times) || times === 0) {
      return sendFailure(c, 400, 'delayMs must be ≥ 0 and times ≥ 1 (integers).');
    }
    const proxy = body.proxy ?? false;
    if (typeof proxy !== 'boolean' || (proxy && status === null)) {
      return sendFailure(c, 400, 'proxy must be a boolean, and a proxy fault needs a status.');
    }
    const method = text(body, 'method');
    const username = text(body, 'username');
    const fault = addFault(runtime.state, {
      method: method === '' ? null : method,
      username: username === '' ? null : username,
      path,
      status,
      delayMs,
      body: body.body,
      proxy,
      times,
    });
    return c.json(fault, 201);
  });

  // `?username=`: only the faults planned for that account (a test clears its own, never a neighbour's).
  app.delete('/__sim/faults', (c) => {
    const username = c.req.query('username');
    const faults = runtime.state.faults;
    const kept = username ? faults.filter((fault) => fault.username !== username) : [];
    faults.splice(0, faults.length, ...kept);
    return c.body(null, 204);
  });

  registerDevSessionRoutes(app, runtime);
  registerDevLedgerRoute(app, runtime);

  app.post('/__sim/reset', (c) => {
    reset();
    return c.body(null, 204);
  });
}
