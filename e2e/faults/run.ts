import { expect, request, type Page } from '@playwright/test';
import { submitLogin } from '../login';
import { freshAccount, simURL, type TestAccount } from '../sim';
import {
  applyFault,
  checkSettled,
  clearFaults,
  submitUsable,
  typedValues,
  untilAnswered,
  type Tally,
} from './cells';
import type { Fault } from './faults';
import type { CellContext, Screen } from './screens';

/** A player for a screen: fresh, with the KP the screen needs, signed in through the API when it must be. */
export async function playerFor(page: Page, screen: Screen): Promise<TestAccount> {
  const account = await freshAccount();
  if (screen.transfer) {
    const api = await request.newContext({ baseURL: simURL });
    const data = { username: account.username, method: 'vietcombank', amount: screen.transfer };
    expect((await api.post('/__sim/transfer', { data })).ok()).toBe(true);
    await api.dispose();
  }
  if (screen.signedIn) await signIn(page, account);
  return account;
}

/** Logs in through the API with the page's own cookie jar (no page load). */
async function signIn(page: Page, account: TestAccount) {
  const api = page.context().request;
  await api.get(`${simURL}/api/csrf-cookie`);
  const xsrf = (await page.context().cookies(simURL)).find((c) => c.name === 'XSRF-TOKEN');
  const response = await api.post(`${simURL}/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''), Accept: 'application/json' },
    data: { username: account.username, password: account.password, remember: false },
  });
  expect(response.ok()).toBe(true);
}

/** Counts the requests of the screen's submit call (a payment must leave once per click). */
function counter(page: Page, screen: Screen) {
  let count = 0;
  const call = screen.submit?.call;
  page.on('request', (r) => {
    if (call && r.method() === call.method && call.path.test(new URL(r.url()).pathname)) count += 1;
  });
  return () => count;
}

async function clickRetries(cell: CellContext) {
  const retry = cell.scope.getByRole('button', { name: 'Thử lại', exact: true });
  for (let i = 0; i < 4 && (await retry.count()) > 0; i += 1) {
    await retry
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  }
}

/** After a 401 the session is over: the player signs in again and is back on the same screen. */
async function signInAgain(cell: CellContext, screen: Screen): Promise<string[]> {
  const { page, account } = cell;
  const problems: string[] = [];
  await clearFaults(page);
  await page.context().clearCookies();
  if (screen.element) {
    const login = page.locator('portal-login');
    await expect(login.getByLabel('Tên đăng nhập'))
      .toBeVisible()
      .catch(() => problems.push('the embed login form did not come back'));
    await login.getByLabel('Tên đăng nhập').fill(account.username);
    await login.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Đăng nhập' }).click();
  } else {
    const path = new URL(page.url()).pathname;
    if (path !== '/login') problems.push(`a 401 left the player on ${path}, not /login`);
    await submitLogin(page, account.username, account.password);
    await expect(page)
      .toHaveURL(screen.url)
      .catch(() => problems.push(`after login the player is not back on ${screen.url}`));
  }
  await expect(screen.ready(cell))
    .toBeVisible({ timeout: 10_000 })
    .catch(() => problems.push('the screen did not load after logging in again'));
  return problems;
}

/** A first-load cell: the screen's queries fail with `fault`; then a retry brings the data. */
export async function queryCell(cell: CellContext, screen: Screen, fault: Fault, errors: string[]) {
  const { page } = cell;
  const answered = await applyFault(page, screen.queries, fault);
  const before = errors.length;
  await page.goto(screen.url);
  await untilAnswered(fault, answered);
  if (fault.endsSession && screen.signedIn) return signInAgain(cell, screen);
  const problems = await checkSettled(cell, screen, 'load');
  await clearFaults(page);
  await clickRetries(cell);
  await expect(screen.ready(cell))
    .toBeVisible({ timeout: 10_000 })
    .catch(() => problems.push("'Thử lại' did not bring the data"));
  if (errors.length > before) problems.push(`uncaught: ${errors.slice(before).join('; ')}`);
  return problems;
}

/** A submit cell: the form's call fails with `fault`; the message shows, the input stays, and a new click succeeds. */
export async function submitCell(
  cell: CellContext,
  screen: Screen,
  fault: Fault,
  errors: string[],
  attempt: number,
) {
  const { page, scope } = cell;
  const submit = screen.submit!;
  const sent = counter(page, screen);
  const before = errors.length;
  await page.goto(screen.url);
  await expect(screen.ready(cell)).toBeVisible({ timeout: 10_000 });
  await submit.fill(cell, attempt);
  const typed = await typedValues(cell);
  const answered = await applyFault(page, [submit.call], fault);
  await submit.button(scope).click();
  await untilAnswered(fault, answered);
  const problems: string[] = [];
  if (fault.endsSession && screen.signedIn) {
    problems.push(...(await signInAgain(cell, screen)));
    await submit.fill(cell, attempt);
  } else {
    problems.push(...(await checkSettled(cell, screen, 'submit')));
    if (fault.throttles) {
      const button = submit.button(scope);
      if (
        !/Thử lại sau \d+ giây/.test((await button.innerText()).trim()) ||
        (await button.getAttribute('aria-disabled')) !== 'true'
      )
        problems.push('a 429 shows no countdown on a held submit');
    }
    if (JSON.stringify(await typedValues(cell)) !== JSON.stringify(typed))
      problems.push('typed input lost');
    if (submit.money && sent() > 1)
      problems.push(`the payment was sent ${sent()} times for one click`);
    await clearFaults(page);
    await submitUsable(cell, screen, !!fault.throttles).catch(() =>
      problems.push('the submit did not become usable again'),
    );
  }
  const sentBefore = sent();
  await submit.button(scope).click();
  await expect(submit.succeeded(cell))
    .toBeVisible({ timeout: 10_000 })
    .catch(() => problems.push('the submit did not succeed once the fault was cleared'));
  if (submit.money && sent() - sentBefore !== 1)
    problems.push(`the retry sent the payment ${sent() - sentBefore} times`);
  if (errors.length > before) problems.push(`uncaught: ${errors.slice(before).join('; ')}`);
  if (!screen.signedIn) await page.context().clearCookies();
  return problems;
}

export type { Tally };
