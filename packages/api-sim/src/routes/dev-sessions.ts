import { SESSION_COOKIE } from '../cookies';
import type { App } from '../env';
import { requestCookies } from '../env';
import { readBody, sendFailure } from '../http';
import { checkLimits } from '../runtime';
import type { Limits, Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { expireSessionsOf } from '../state/sessions';

/** /__sim/ tools for sessions and limits (exempt from CSRF and faults, like the others). */
export function registerDevSessionRoutes(app: App, runtime: Runtime): void {
  // Ends sessions now, as if their lifetime had passed with no "remember" to bring them back:
  // { username } ends every session of that account, {} the caller's own (by its cookie).
  app.post('/__sim/sessions/expire', async (c) => {
    const body = await readBody(c);
    if (body.username !== undefined) {
      const account =
        typeof body.username === 'string' ? findAccount(runtime.state, body.username) : undefined;
      if (!account) return sendFailure(c, 404, `No account named "${String(body.username)}".`);
      return c.json({ expired: expireSessionsOf(runtime, account.username) });
    }
    const id = requestCookies(c)[SESSION_COOKIE];
    const expired = id !== undefined && runtime.state.sessions.delete(id);
    return c.json({ expired: expired ? 1 : 0 });
  });

  app.get('/__sim/limits', (c) => c.json(runtime.limits));

  // Changes limits until the next reset: { sessionLifetimeMinutes?, loginRequestsPerMinute? }
  app.post('/__sim/limits', async (c) => {
    const body = await readBody(c);
    const next: Limits = { ...runtime.limits };
    for (const key of ['sessionLifetimeMinutes', 'loginRequestsPerMinute'] as const) {
      const value = body[key];
      if (value === undefined) continue;
      if (typeof value !== 'number') return sendFailure(c, 400, `${key} must be a number.`);
      next[key] = value;
    }
    try {
      checkLimits(next);
    } catch (error) {
      return sendFailure(c, 400, (error as Error).message);
    }
    runtime.limits = next;
    return c.json(runtime.limits);
  });
}
