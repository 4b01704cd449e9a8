import { XSRF_COOKIE, serializeCookie } from '../cookies';
import type { App } from '../env';
import { appendSetCookie, currentAccount } from '../env';
import { sendFailure, sendFieldError, sendMessage, sendValidation, readBody } from '../http';
import { messages } from '../messages';
import { randomBase64 } from '../random';
import type { Runtime } from '../runtime';
import { findAccount } from '../state/accounts';
import { logIn, logOut } from '../state/sessions';
import { ErrorBag, checkUsername, text } from '../validation';
import { toUser } from '../wire';

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 60_000;

/** True for the ways a checkbox value arrives: true, 1, 'true', 'on', '1'. */
export function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 'on' || value === '1';
}

/** csrf-cookie, me, login and logout. */
export function registerAuthRoutes(app: App, runtime: Runtime): void {
  app.get('/api/csrf-cookie', (c) => {
    // base64 with '+', '/' and '=' so a client that forgets to URL-decode the cookie gets 419
    const token = randomBase64(31);
    appendSetCookie(c, serializeCookie(XSRF_COOKIE, encodeURIComponent(token)));
    return c.body(null, 204);
  });

  app.get('/api/me', (c) => c.json(toUser(currentAccount(c))));

  app.post('/login', async (c) => {
    const body = await readBody(c);
    const username = text(body, 'username').trim().toLowerCase();
    const password = text(body, 'password');
    const errors = new ErrorBag();
    checkUsername(errors, 'username', username);
    if (password === '') errors.add('password', messages.passwordRequired);
    if (!errors.isEmpty) return sendValidation(c, errors);

    const now = runtime.now();
    const failures = (runtime.state.loginFailures.get(username) ?? []).filter(
      (at) => at > now - FAILURE_WINDOW_MS,
    );
    const oldest = failures[0];
    if (failures.length >= MAX_FAILURES && oldest !== undefined) {
      const seconds = Math.max(1, Math.ceil((oldest + FAILURE_WINDOW_MS - now) / 1000));
      c.header('Retry-After', String(seconds));
      return sendFailure(c, 429, messages.tooManyLogins(seconds));
    }
    const account = findAccount(runtime.state, username);
    if (!account || account.password !== password) {
      runtime.state.loginFailures.set(username, [...failures, now]);
      return sendFieldError(c, 'username', messages.loginFailed);
    }
    runtime.state.loginFailures.delete(username);
    logIn(c, runtime, account.username, isTruthy(body.remember));
    return sendMessage(c, messages.loginOk);
  });

  app.post('/logout', (c) => {
    logOut(c, runtime);
    return c.body(null, 204);
  });
}
