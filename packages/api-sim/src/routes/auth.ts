import type { MiddlewareHandler } from 'hono';
import type { App, SimEnv } from '../env';
import { currentAccount } from '../env';
import {
  readBody,
  sendAlreadySignedIn,
  sendFailure,
  sendFieldError,
  sendMessage,
  sendValidation,
} from '../http';
import { messages } from '../messages';
import { clientIp } from '../ip';
import type { Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { availableIn, clearAttempts, hit, tooManyAttempts } from '../state/rate-limits';
import { logIn, logOut, startGuestSession } from '../state/sessions';
import { givenPassword, signInUsername } from '../field-rules';
import { ErrorBag, text } from '../validation';
import { toUser } from '../wire';

const MAX_FAILURES = 5;
const FAILURE_DECAY_MS = 60_000;
const REQUEST_DECAY_MS = 60_000;

/**
 * Laravel's `throttle:N,1` route middleware: per IP, N requests a minute (the runtime's
 * loginRequestsPerMinute, 0 = none), then 429 with Retry-After and the X-RateLimit headers.
 */
function throttleByIp(runtime: Runtime, name: string): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const max = runtime.limits.loginRequestsPerMinute;
    if (max === 0) return next();
    const key = `${name}:${clientIp(c)}`;
    if (tooManyAttempts(runtime, key, max)) {
      const seconds = availableIn(runtime, key);
      c.header('Retry-After', String(seconds));
      c.header('X-RateLimit-Limit', String(max));
      c.header('X-RateLimit-Remaining', '0');
      return sendFailure(c, 429, messages.tooManyRequests(seconds));
    }
    hit(runtime, key, REQUEST_DECAY_MS);
    await next();
  };
}

/** True for the ways a checkbox value arrives: true, 1, 'true', 'on', '1'. */
export function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'on' || value === '1';
}

/** csrf-cookie, me, login and logout. */
export function registerAuthRoutes(app: App, runtime: Runtime): void {
  // Sanctum's csrf-cookie: starts a session if there is none; the CSRF middleware sets the cookie
  app.get('/api/csrf-cookie', (c) => {
    if (!c.get('session')) startGuestSession(c, runtime);
    return c.body(null, 204);
  });

  app.get('/api/me', (c) => c.json(toUser(currentAccount(c))));

  app.post('/login', throttleByIp(runtime, 'login-ip'), async (c) => {
    if (c.get('account')) return sendAlreadySignedIn(c);
    const body = await readBody(c);
    const typed = text(body, 'username');
    const password = text(body, 'password');
    const errors = new ErrorBag();
    // judged as typed: lowercasing can lengthen a name ('İ' becomes two characters)
    errors.check('username', signInUsername, typed);
    errors.check('password', givenPassword(messages.passwordRequired), password);
    if (!errors.isEmpty) return sendValidation(c, errors);
    const username = typed.trim().toLowerCase();

    // Breeze's LoginRequest: 5 failures per username and IP, then a 422 on the field until the
    // minute from the first failure is over
    const key = `login:${username}|${clientIp(c)}`;
    if (tooManyAttempts(runtime, key, MAX_FAILURES)) {
      return sendFieldError(c, 'username', messages.tooManyLogins(availableIn(runtime, key)));
    }
    const account = findAccount(runtime.state, username);
    if (!account || account.password !== password) {
      hit(runtime, key, FAILURE_DECAY_MS);
      return sendFieldError(c, 'username', messages.loginFailed);
    }
    clearAttempts(runtime, key);
    logIn(c, runtime, account.username, isTruthy(body.remember));
    return sendMessage(c, messages.loginOk);
  });

  app.post('/logout', (c) => {
    logOut(c, runtime);
    return c.body(null, 204);
  });
}
