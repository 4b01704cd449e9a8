import { expect, type Page, type Request, type Route } from '@playwright/test';
import { defaultTiming } from '../../packages/widgets/src/provider/timing';
import { simURL } from '../sim';
import { retryAfterSeconds, type Fault } from './faults';
import type { Call, CellContext, Screen } from './screens';

const matches = (calls: Call[], request: Request) => {
  const url = new URL(request.url());
  return calls.some((call) => call.method === request.method() && call.path.test(url.pathname));
};

/** What a fault did so far: requests it handled, and those it answered itself (the API never saw them). */
export interface FaultCount {
  handled: () => number;
  intercepted: () => number;
}

/**
 * Routes `calls` of the simulator through `fault` in this page only. A fault that ends the session (a 401) first
 * ends it on the server too (`endSession`), as an expired session would: the player's next look at `/api/me` says so.
 */
export async function applyFault(
  page: Page,
  calls: Call[],
  fault: Fault,
  endSession?: () => Promise<void>,
): Promise<FaultCount> {
  let handled = 0;
  let intercepted = 0;
  let ended = false;
  await page.route(
    (url) => url.href.startsWith(simURL),
    async (route: Route) => {
      if (!matches(calls, route.request())) return route.fallback();
      if (fault.endsSession && endSession && !ended) {
        ended = true;
        await endSession();
      }
      if (await fault.handle(route, page).catch(() => true)) intercepted += 1;
      handled += 1;
    },
  );
  return { handled: () => handled, intercepted: () => intercepted };
}

/** Removes every fault of the page at once (a slow handler still waiting is left to finish). */
export const clearFaults = (page: Page) => page.unrouteAll({ behavior: 'ignoreErrors' });

const spinners = (cell: CellContext) =>
  cell.scope.locator(
    '[role=progressbar], [aria-busy=true], [role=status]:has(> span[aria-hidden=true])',
  );

/** 'Thử lại', or after a 429 its countdown ('Thử lại sau 4 giây', LoadFailure). */
const retryButton = (cell: CellContext) =>
  cell.scope.getByRole('button', { name: /^Thử lại( sau \d+ giây)?$/ });

/** The inputs' values, to see that a failed submit kept what the player typed. */
export const typedValues = (cell: CellContext) =>
  cell.scope
    .locator('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Whether every value of `before` is still in some input (a wizard may show more fields after a failure). */
export function kept(before: string[], after: string[]): boolean {
  const left = [...after];
  return before.every((value) => {
    const at = left.indexOf(value);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
}

/** Waits until the faulted call was answered (or dropped) and, for a slow fault, the deadline passed. */
export async function untilAnswered(fault: Fault, count: FaultCount) {
  await expect
    .poll(count.handled, {
      timeout: 10_000,
      intervals: [50, 100],
    })
    .toBeGreaterThan(0);
}

/** How long a money screen looks a write with a lost answer up before it says so: its waits' sum, then a second. */
export const lookUpsMs = defaultTiming.outcomeCheckMs.reduce((sum, wait) => sum + wait, 0) + 1000;

/**
 * Checks that hold in every cell after the fault: not blank, no spinner, a message and a way on. `lookUps`: the
 * screen looks a lost money write up on the page's clock (`outcomeCheckMs`: at 1, 2.5 and 5 s) before it can say
 * anything; the clock passes a second per try, up to those waits and a second, so the checks neither race the waits
 * on a busy machine nor let a screen take longer than them.
 */
export async function checkSettled(
  cell: CellContext,
  screen: Screen,
  where: 'load' | 'submit',
  fault: Fault,
  lookUps = false,
) {
  const { page } = cell;
  const problems: string[] = [];
  let passed = 0;
  await expect(async () => {
    problems.length = 0;
    if (lookUps && passed < lookUpsMs) {
      await page.clock.fastForward(1000);
      passed += 1000;
    }
    const body = (await page.locator('body').innerText()).trim();
    const shows =
      (await screen.ready(cell).isVisible()) ||
      (await cell.scope.getByRole('alert').first().isVisible());
    if (body === '' || !shows) problems.push('blank page (neither the screen nor a message)');
    if ((await spinners(cell).count()) > 0) problems.push('a spinner is left after the deadline');
    const retry = await retryButton(cell).first().isVisible();
    const failure = screen.submit?.failure?.(cell) ?? cell.scope.getByRole('alert').first();
    const message = await failure.isVisible();
    if (where === 'load') {
      // A load that failed offers 'Thử lại'; a guest form that loads nothing it needs stays usable; a fault the
      // client gets through by itself (a fresh XSRF token and a second try) may leave the screen loaded.
      const usable =
        (!screen.signedIn || !!fault.recoverable) && (await screen.ready(cell).isVisible());
      if (!retry && !usable) problems.push("no 'Thử lại' and no usable form");
    } else if (!message) problems.push('no message after the failed submit');
    expect(problems).toEqual([]);
  })
    .toPass({ timeout: 6000, intervals: [100, 250, 500] })
    .catch(() => {});
  return problems;
}

/** A submit held by a 429: its text counts down ('Thử lại sau 2 giây', as useFormController shows it). */
export const heldSubmit = (cell: CellContext) =>
  cell.scope.getByRole('button', { name: /^Thử lại sau \d+ giây$/ }).first();

/** Passes a 429's wait on the page's clock, so the countdown ends at once. */
export const passThrottle = (cell: CellContext) =>
  cell.page.clock.fastForward((retryAfterSeconds + 1) * 1000);

/** The submit is usable again (after a 429, once its countdown ended); fails when it never is. */
export async function submitUsable(cell: CellContext, screen: Screen, throttled: boolean) {
  const button = screen.submit!.button(cell.scope);
  if (throttled) await passThrottle(cell);
  await expect(button).toBeVisible({ timeout: 3000 });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 3000 });
  await expect(button).toBeEnabled({ timeout: 1000 });
}

/** Words of a money write's unknown outcome, or of its look-up ('Chưa rõ…', 'Đang kiểm tra…'). */
export const saysUnknown = /chưa rõ|đang kiểm tra/i;
/** Words of a look-up that found the money write not done (the next press may be a new decision). */
export const saysNotDone = /chưa được (thực hiện|nạp|chuyển|gửi)|không tìm thấy thẻ/i;

/**
 * Records, in the page, every text its messages show from now on (alerts and statuses, in the embed
 * elements' shadow roots too), so a state the page passes through is seen however briefly it shows; resolves a reader
 * of what was said (empty once the page has gone).
 */
export async function recordMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said = new Set<string>();
    (window as unknown as { __cellSaid: Set<string> }).__cellSaid = said;
    const roots = (): (Document | ShadowRoot)[] => [
      document,
      ...[...document.querySelectorAll('portal-login, portal-topup')].flatMap((element) =>
        element.shadowRoot ? [element.shadowRoot] : [],
      ),
    ];
    const look = () => {
      for (const root of roots())
        for (const message of root.querySelectorAll(
          '[part~="alert"], [role="alert"], [role="status"]',
        )) {
          const text = message.textContent?.trim();
          if (text) said.add(text);
        }
    };
    const observer = new MutationObserver(look);
    const observed = new Set<Node>();
    const observeAll = () => {
      for (const root of roots()) {
        if (observed.has(root)) continue;
        observed.add(root);
        observer.observe(root, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }
    };
    observeAll();
    look();
    new MutationObserver(observeAll).observe(document, { subtree: true, childList: true });
  });
  return () =>
    page
      .evaluate(() => [
        ...((window as unknown as { __cellSaid?: Set<string> }).__cellSaid ?? new Set<string>()),
      ])
      .catch(() => []);
}

/** The Idempotency-Key of every request of `call` the page sends from now on. */
export function keysSent(page: Page, call: Call): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === call.method && call.path.test(new URL(request.url()).pathname))
      keys.push(request.headers()['idempotency-key'] ?? '(no key)');
  });
  return keys;
}

/**
 * How many reads of `lookUp` the page sent after the first request of `call` had ended (answered or dropped): the
 * page asking the API whether a failed money write was done, shown to the player or not.
 */
export function lookUpsAfterFailure(page: Page, call: Call, lookUp: Call[]): () => number {
  let ended = false;
  let lookUps = 0;
  const isCall = (request: Request) => matches([call], request);
  page.on('request', (request) => {
    if (ended && matches(lookUp, request)) lookUps += 1;
  });
  const end = (request: Request) => {
    if (isCall(request)) ended = true;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () => lookUps;
}
