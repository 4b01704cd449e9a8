import {
  expect,
  request,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { freshAccount, simURL, type TestAccount } from '../sim';
import { clearFaults } from './cells';
import type { Screen } from './types';

/**
 * A lane of a screen's cells: one browser context and one page that its cells take turns in (a warm cache,
 * no new window per cell). The page's clock is Playwright's, so a cell can pass the client's 5 s deadline or a
 * 429's wait at once instead of sitting through it.
 */
export interface Lane {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page since the current cell began. */
  errors: string[];
}

/** The key of the portal's session hint (apps/portal/src/api/sessionHint.ts): a returning player. */
const sessionHintKey = 'portal-session-hint';

/** Opens a lane; a screen of a returning player keeps the session hint on every load. */
export async function openLane(
  browser: Browser,
  options: BrowserContextOptions,
  screen: Screen,
): Promise<Lane> {
  const context = await browser.newContext(options);
  // A cell that cannot act fails within seconds rather than holding its lane until the test's end.
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  await page.clock.install();
  if (screen.returning)
    await page.addInitScript((key) => window.localStorage.setItem(key, '1'), sessionHintKey);
  const lane: Lane = { context, page, errors: [] };
  page.on('pageerror', (error) => lane.errors.push(`${error.name}: ${error.message}`));
  return lane;
}

/**
 * Leaves nothing of the cell before: no fault, no stored value, no page (so none of its requests is still on its
 * way when the next player signs in), no cookie (so no session), no error.
 */
export async function resetLane(lane: Lane): Promise<void> {
  const { page, context } = lane;
  await clearFaults(page);
  page.removeAllListeners('request');
  if (page.url().startsWith('http'))
    await page
      .evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      })
      .catch(() => {});
  await page.goto('about:blank').catch(() => {});
  await context.clearCookies();
  lane.errors.length = 0;
}

/** Logs in through the API with the lane's own cookie jar (no page load). */
async function signIn(context: BrowserContext, account: TestAccount) {
  const api = context.request;
  // More tries: a request still on its way when the cookies were cleared may have started another guest session
  // (a new token) between the csrf-cookie call and the login.
  let status = 0;
  for (let attempt = 0; attempt < 3 && status !== 200; attempt += 1) {
    await api.get(`${simURL}/api/csrf-cookie`);
    const xsrf = (await context.cookies(simURL)).find((c) => c.name === 'XSRF-TOKEN');
    const response = await api.post(`${simURL}/login`, {
      headers: {
        'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''),
        Accept: 'application/json',
      },
      data: { username: account.username, password: account.password, remember: false },
      maxRedirects: 0,
    });
    status = response.status();
  }
  expect(status, 'the API sign-in of the cell').toBe(200);
}

/** A player for a cell: fresh, with the KP the screen needs, signed in through the API when it must be. */
export async function playerFor(lane: Lane, screen: Screen): Promise<TestAccount> {
  const account = await freshAccount();
  if (screen.transfer) {
    const api = await request.newContext({ baseURL: simURL });
    const data = { username: account.username, method: 'vietcombank', amount: screen.transfer };
    expect((await api.post('/__sim/transfer', { data })).ok()).toBe(true);
    await api.dispose();
  }
  if (screen.signedIn) await signIn(lane.context, account);
  // The API's readable XSRF-TOKEN cookie of a session this browser had: the embed asks /api/me only then.
  else if (screen.returning) await lane.context.request.get(`${simURL}/api/csrf-cookie`);
  return account;
}
