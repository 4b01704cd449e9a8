import { expect, type Locator, type Page } from '@playwright/test';
import { submitLogin } from '../login';
import { expireSession, ledgerOf } from '../sim';
import {
  applyFault,
  checkSettled,
  clearFaults,
  heldSubmit,
  keysSent,
  kept,
  lookUpsAfterFailure,
  lookUpsMs,
  passThrottle,
  recordMessages,
  saysNotDone,
  saysUnknown,
  submitUsable,
  typedValues,
  untilAnswered,
} from './cells';
import type { Fault } from './faults';
import { playerFor, resetLane, type Lane } from './lane';
import type { CellContext, Screen } from './screens';

/** A cell to run: a fault on the screen's first load or on its submit. */
export interface Cell {
  screen: Screen;
  fault: Fault;
  /** `lostAnswer`: a money submit the API did whose answer was lost, then a second click. */
  where: 'load' | 'submit' | 'lostAnswer';
}

/** Runs one cell in its lane, after the cell before; resolves the cell's problems, empty when it held. */
export async function runCell(lane: Lane, { screen, fault, where }: Cell): Promise<string[]> {
  try {
    await resetLane(lane);
    const { page } = lane;
    const account = await playerFor(lane, screen);
    const scope = screen.element ? page.locator(screen.element) : page;
    const cell: CellContext = { page, scope, account, made: {} };
    const run = {
      load: queryCell,
      // A money write follows issue 40's rule: its failures leave the outcome unknown, not 'a new click succeeds'.
      submit: screen.submit?.money ? moneySubmitCell : submitCell,
      lostAnswer: lostAnswerCell,
    }[where];
    const problems = await run(cell, screen, fault);
    if (lane.errors.length > 0) problems.push(`uncaught: ${lane.errors.join('; ')}`);
    return problems;
  } catch (error) {
    return [`threw: ${(error as Error).message.split('\n')[0]} (on ${lane.page.url()})`];
  }
}

/** How a 401 cell ends its signed-in player's session on the server (a guest has none to end). */
const sessionEnd = (cell: CellContext, screen: Screen) =>
  screen.signedIn ? () => expireSession(cell.account.username) : undefined;

async function clickRetries(cell: CellContext, fault: Fault) {
  const retry = cell.scope.getByRole('button', { name: 'Thử lại', exact: true });
  // A 429's countdown first runs out (on the page's clock).
  if (fault.throttles) await passThrottle(cell);
  const held = cell.scope.getByRole('button', { name: /^Thử lại sau \d+ giây$/ });
  await expect(held)
    .toHaveCount(0, { timeout: 3000 })
    .catch(() => {});
  for (let i = 0; i < 4 && (await retry.count()) > 0; i += 1) {
    await retry
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * After a 401 the session is over. Where the player was on a signed-in page, a dialog asks them to log in again over
 * it (the page and what they typed stay); elsewhere the portal is on /login with the screen's path kept in the
 * router's state (`from`) and back on the screen after logging in, and an element shows `<portal-login>`'s form again.
 */
async function signInAgain(cell: CellContext, screen: Screen): Promise<string[]> {
  const { page, account } = cell;
  const problems: string[] = [];
  const fail = (problem: string) => () => void problems.push(problem);
  const dialog = cell.scope.getByRole('dialog', { name: 'Phiên đăng nhập đã kết thúc' });
  const login = page.locator('portal-login').getByLabel('Tên đăng nhập');
  await expect(screen.element ? dialog.or(login).first() : dialog)
    .toBeVisible({ timeout: 5000 })
    .catch(() => {});
  if (await dialog.isVisible()) {
    const typed = await typedValues(cell);
    await clearFaults(page);
    await page.context().clearCookies();
    await dialog.getByLabel('Tên đăng nhập').fill(account.username);
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(dialog)
      .toBeHidden({ timeout: 8000 })
      .catch(fail('the dialog to log in again did not close after logging in'));
    if (!screen.element && pathOf(page) !== screen.url)
      problems.push(`logging in again over ${screen.url} left the player on ${pathOf(page)}`);
    // What the player typed outside the dialog is still there (the dialog's own fields were empty).
    if (
      !kept(
        typed.filter((value) => value !== ''),
        await typedValues(cell),
      )
    )
      problems.push('logging in again lost what the player typed');
  } else if (screen.element) {
    await expect(login)
      .toBeVisible({ timeout: 5000 })
      .catch(fail('the embed login form did not come back'));
    await clearFaults(page);
    await page.context().clearCookies();
    const form = page.locator('portal-login');
    await form.getByLabel('Tên đăng nhập').fill(account.username);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  } else {
    await expect
      .poll(() => pathOf(page), { timeout: 5000 })
      .toBe('/login')
      .catch(fail(`a 401 left the player on ${pathOf(page)}, not /login`));
    const from = await page.evaluate(
      () => (history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from,
    );
    if (from?.pathname !== screen.url)
      problems.push(`/login kept ${from?.pathname}, not ${screen.url}`);
    await clearFaults(page);
    await page.context().clearCookies();
    await submitLogin(page, account.username, account.password);
    await expect
      .poll(() => pathOf(page), { timeout: 8000 })
      .toBe(screen.url)
      .catch(fail(`after login the player is on ${pathOf(page)}, not back on ${screen.url}`));
  }
  await expect(screen.ready(cell))
    .toBeVisible({ timeout: 8000 })
    .catch(fail('the screen did not load after logging in again'));
  return problems;
}

/** A first-load cell: the screen's queries fail with `fault`; then a retry brings the data. */
async function queryCell(cell: CellContext, screen: Screen, fault: Fault) {
  const { page } = cell;
  const count = await applyFault(page, screen.queries, fault, sessionEnd(cell, screen));
  await page.goto(screen.url);
  await untilAnswered(fault, count);
  if (fault.endsSession && screen.signedIn) return signInAgain(cell, screen);
  const problems = await checkSettled(cell, screen, 'load', fault);
  await clearFaults(page);
  await clickRetries(cell, fault);
  await expect(screen.ready(cell))
    .toBeVisible({ timeout: 8000 })
    .catch(() => problems.push("'Thử lại' did not bring the data"));
  return problems;
}

/** Sends the screen's form: its button, then the dialog's 'Xác nhận' when the payment asks to confirm. */
async function send(cell: CellContext, screen: Screen) {
  const submit = screen.submit!;
  await submit.button(cell.scope).click();
  if (submit.confirm) await submit.confirm(cell.scope).click();
}

/** The requests of the screen's submit call the page sent. */
function sentCounter(page: Page, screen: Screen) {
  let count = 0;
  const call = screen.submit!.call;
  page.on('request', (r) => {
    if (r.method() === call.method && call.path.test(new URL(r.url()).pathname)) count += 1;
  });
  return () => count;
}

/** Whether the submit went through on its own (after a 419, the client's second try with a fresh token). */
async function succeededAlready(cell: CellContext, screen: Screen) {
  const done = screen.submit!.succeeded(cell);
  const alert = cell.scope.getByRole('alert').first();
  await expect(done.or(alert).first())
    .toBeVisible({ timeout: 3000 })
    .catch(() => {});
  return done.isVisible();
}

/**
 * A submit cell of a write that spends no money: the form's call fails with `fault`; the message shows, the input
 * stays, and a new click succeeds.
 */
async function submitCell(cell: CellContext, screen: Screen, fault: Fault) {
  const { page } = cell;
  const submit = screen.submit!;
  await page.goto(screen.url);
  await expect(screen.ready(cell)).toBeVisible({ timeout: 15_000 });
  await submit.fill(cell);
  const typed = await typedValues(cell);
  const count = await applyFault(page, [submit.call], fault, sessionEnd(cell, screen));
  await send(cell, screen);
  await untilAnswered(fault, count);
  const problems: string[] = [];
  if (fault.endsSession && screen.signedIn) {
    problems.push(...(await signInAgain(cell, screen)));
    await submit.fill(cell);
  } else {
    if (fault.recoverable && (await succeededAlready(cell, screen))) return problems;
    if (fault.throttles)
      await expect(heldSubmit(cell))
        .toHaveAttribute('aria-disabled', 'true', { timeout: 3000 })
        .catch(() =>
          problems.push("a 429 shows no countdown ('Thử lại sau N giây') on a held submit"),
        );
    problems.push(...(await checkSettled(cell, screen, 'submit', fault)));
    if (!kept(typed, await typedValues(cell))) problems.push('typed input lost');
    await clearFaults(page);
    await submitUsable(cell, screen, !!fault.throttles).catch(() =>
      problems.push('the submit did not become usable again'),
    );
  }
  await send(cell, screen);
  await expect(submit.succeeded(cell))
    .toBeVisible({ timeout: 8000 })
    .catch(() => problems.push('the submit did not succeed once the fault was cleared'));
  return problems;
}

/**
 * A money submit whose answer was lost after the API did it: the screen looks the payment up (its waits pass on the
 * page's clock) and shows it done; a click and an Enter after that send nothing: the API saw one payment, and the
 * ledger has it done once.
 */
async function lostAnswerCell(cell: CellContext, screen: Screen, fault: Fault) {
  const { page, scope } = cell;
  const submit = screen.submit!;
  const sent = sentCounter(page, screen);
  const problems: string[] = [];
  await page.goto(screen.url);
  await expect(screen.ready(cell)).toBeVisible({ timeout: 15_000 });
  await submit.fill(cell);
  const chargesBefore = submit.charges?.(await ledgerOf(cell.account.username)) ?? 0;
  const count = await applyFault(page, [submit.call], fault);
  await send(cell, screen);
  await untilAnswered(fault, count);
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(submit.succeeded(cell)).toBeVisible({ timeout: 250 });
  })
    .toPass({ timeout: 15_000, intervals: [100] })
    .catch(() => problems.push('the payment the API did was not found after its answer was lost'));
  await clearFaults(page);
  const button = submit.button(scope).or(scope.locator('button[type=submit]')).first();
  await button.click({ force: true, timeout: 2000 }).catch(() => {});
  await button.press('Enter', { timeout: 2000 }).catch(() => {});
  await page.clock.fastForward(1000);
  await expect
    .poll(sent, { timeout: 1000 })
    .toBeGreaterThan(1)
    .then(() => problems.push(`the payment was sent ${sent()} times`))
    .catch(() => {});
  const charges = submit.charges?.(await ledgerOf(cell.account.username)) ?? 1;
  if (charges - chargesBefore !== 1)
    problems.push(`the ledger has the decision done ${charges - chargesBefore} times`);
  return problems;
}

/** How the player went on after a money write's failure: what the page offered. */
type PressedOn = 'the same decision again' | 'the submit' | 'nothing: it was done';

/**
 * The player presses on with what the page offers once the fault is gone: the same decision again
 * ('Gửi lại yêu cầu này') when shown; nothing when it shows the write done; else the submit when it is usable (a card's
 * 'Xác nhận' sends the same card again, typed again if the form lost it; after a look-up that found the write not
 * done, a new decision); 'Kiểm tra lại' once when nothing else is offered. The page's clock passes a second per try (its look-ups, a 429's wait).
 */
async function pressOnMoney(
  cell: CellContext,
  screen: Screen,
  typed: string[],
): Promise<PressedOn | undefined> {
  const { page, scope } = cell;
  const submit = screen.submit!;
  const usable = async (button: Locator) =>
    (await button.count()) > 0 &&
    (await button.first().isVisible()) &&
    (await button.first().isEnabled()) &&
    (await button.first().getAttribute('aria-disabled')) !== 'true';
  let pressed: PressedOn | undefined;
  let lookedAgain = false;
  await expect(async () => {
    if (submit.resend && (await usable(submit.resend(scope)))) {
      await submit.resend(scope).click();
      pressed = 'the same decision again';
      return;
    }
    if (await submit.succeeded(cell).isVisible()) {
      pressed = 'nothing: it was done';
      return;
    }
    if (await usable(submit.button(scope))) {
      // A form that lost what was typed (an element logged in again) gets the same input again: the same decision.
      if (!kept(typed, await typedValues(cell))) await submit.fill(cell);
      await send(cell, screen);
      pressed = 'the submit';
      return;
    }
    const checkAgain = scope.getByRole('button', { name: 'Kiểm tra lại', exact: true });
    if (!lookedAgain && (await usable(checkAgain))) {
      lookedAgain = true;
      await checkAgain.first().click();
    }
    await page.clock.fastForward(1000);
    throw new Error('the page offers no way on yet');
  })
    .toPass({ timeout: 15_000, intervals: [100, 250, 500] })
    .catch(() => {});
  return pressed;
}

/**
 * A money write's submit cell (issue 40's rule: only the API's own refusal ends a decision). The call fails with
 * `fault` before the API saw it; whatever the failure (a 5xx, a 429, a 419, a 401, a broken answer, a network error),
 * the page says the outcome is unknown or looks it up (reads what its look-up reads; after a 401, once the player has
 * logged in again), keeps what was typed, and sends nothing by itself. Once the fault is cleared the player presses on with what the page offers,
 * and it succeeds; the ledger has the decision done once, and every request of it went under one Idempotency-Key
 * unless a look-up said it was not done (then the next press is a new decision).
 */
async function moneySubmitCell(cell: CellContext, screen: Screen, fault: Fault) {
  const { page, scope, account } = cell;
  const submit = screen.submit!;
  const sent = sentCounter(page, screen);
  const keys = keysSent(page, submit.call);
  const chargesNow = async () => submit.charges?.(await ledgerOf(account.username)) ?? 0;
  await page.goto(screen.url);
  await expect(screen.ready(cell)).toBeVisible({ timeout: 15_000 });
  const chargesBefore = await chargesNow();
  await submit.fill(cell);
  const typed = await typedValues(cell);
  const said = await recordMessages(page);
  const lookUps = lookUpsAfterFailure(page, submit.call, submit.lookUp ?? []);
  const count = await applyFault(page, [submit.call], fault, sessionEnd(cell, screen));
  await send(cell, screen);
  await untilAnswered(fault, count);
  const problems: string[] = [];
  // Payments the API saw: a request the fault answered itself never reached it.
  const reached = () => sent() - count.intercepted();
  if (fault.endsSession && screen.signedIn) {
    // Logged in again over the page: what the player had decided is still there, its outcome still unknown.
    problems.push(...(await signInAgain(cell, screen)));
  } else {
    problems.push(...(await checkSettled(cell, screen, 'submit', fault, true)));
    if (!kept(typed, await typedValues(cell))) problems.push('typed input lost');
  }
  // The page says the outcome is unknown or that it is looking it up, or it reads what its look-up reads (its waits
  // pass on the page's clock). Unless nothing went out: the payer's read before every money write met the ended
  // session (a 401 on GET /api/me), so the write was never sent and its outcome is known.
  const sentNothing = sent() === 0;
  let passed = 0;
  if (!sentNothing)
    await expect(async () => {
      if (passed < lookUpsMs) {
        await page.clock.fastForward(1000);
        passed += 1000;
      }
      const saidUnknown = (await said()).some((text) => saysUnknown.test(text));
      expect(saidUnknown || lookUps() > 0).toBe(true);
    })
      .toPass({ timeout: 8000, intervals: [100, 250, 500] })
      .catch(async () =>
        problems.push(
          `the page neither said the outcome was unknown nor looked it up (it said: ${(await said()).join(' | ') || 'nothing'})`,
        ),
      );
  if (reached() > 0) problems.push(`a failed payment reached the API ${reached()} times`);
  await clearFaults(page);
  if (submit.resend && (await submit.resend(scope).isVisible()))
    if (await submit.button(scope).isEnabled())
      problems.push('a fresh send is offered while the outcome is unknown');
  if (fault.throttles) await passThrottle(cell);
  const pressed = await pressOnMoney(cell, screen, typed);
  if (!pressed) problems.push('the page offered no way on once the fault was cleared');
  await expect(async () => {
    await page.clock.fastForward(1000);
    await expect(submit.succeeded(cell)).toBeVisible({ timeout: 250 });
  })
    .toPass({ timeout: 10_000, intervals: [100, 250] })
    .catch(() => problems.push(`pressing on (${pressed ?? 'nothing'}) did not succeed`));
  const charges = (await chargesNow()) - chargesBefore;
  if (charges !== 1)
    problems.push(`the ledger has the decision done ${charges} times (pressed on: ${pressed})`);
  const saidNotDone = (await said()).some((text) => saysNotDone.test(text));
  if (new Set(keys).size > 1 && !saidNotDone)
    problems.push(
      `${new Set(keys).size} Idempotency-Keys for one decision whose outcome was never found not done`,
    );
  return problems;
}
