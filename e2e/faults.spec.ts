import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { faults, lostAnswer } from './faults/faults';
import { openLane } from './faults/lane';
import { runCell, type Cell } from './faults/run';
import { screens, type Screen } from './faults/screens';

// The fault matrix (issue 12; money writes under issue 40's rule): every screen × every fault on its first-load calls
// and on its submit. A screen's cells take turns in a few lanes (a browser context and one page each, run side by
// side); the page's clock passes the client's deadline and a 429's wait, so a cell costs about one page load.
test.describe.configure({ timeout: 120_000 });

/** Lanes of one screen (2 workers: twice that many pages on the machine at once). */
const laneCount = Number(process.env.E2E_FAULTS_LANES ?? 3);
const phone = { width: 360, height: 740 };
/** Only the faults whose name holds this text (to look at one cell). */
const only = process.env.E2E_FAULTS_ONLY;

const figures = { tried: 0, held: 0 };
test.afterAll(() => {
  console.log(`fault matrix (this worker): ${figures.tried} cells tried, ${figures.held} held`);
});

/** The screen's cells: each fault on its first-load calls, and each but the slow one on its submit. */
function cellsOf(screen: Screen): Cell[] {
  const chosen = () => faults().filter((fault) => !only || fault.name.includes(only));
  return [
    ...(screen.queries.length > 0 ? chosen() : []).map((fault) => ({
      screen,
      fault,
      where: 'load' as const,
    })),
    // A submit's delay is the money form's 'outcome unknown', tested in e2e/money.spec.ts. A money write's cell
    // (run.ts, moneySubmitCell) holds issue 40's rule: any failure but the API's own refusal leaves the outcome
    // unknown, looked up, and pressing on never does the decision twice (the ledger); other writes: a new click succeeds.
    ...(screen.submit ? chosen().filter((f) => !f.slow) : []).map((fault) => ({
      screen,
      fault,
      where: 'submit' as const,
    })),
    // A money submit's answer lost after the API did it, then a second click: one payment.
    ...(screen.submit?.money && (!only || lostAnswer().name.includes(only))
      ? [{ screen, fault: lostAnswer(), where: 'lostAnswer' as const }]
      : []),
  ];
}

for (const screen of screens) {
  test(`fault matrix: ${screen.name}`, async ({ browser }, info) => {
    const { baseURL, locale, timezoneId, colorScheme } = info.project.use;
    // A phone's screen, as most players have (and a quarter of the pixels to paint).
    const options: BrowserContextOptions = {
      baseURL,
      viewport: phone,
      locale,
      timezoneId,
      colorScheme,
    };
    const cells = cellsOf(screen);
    const failures: string[] = [];
    if (cells.length === 0) {
      // A screen whose first load calls nothing and that sends nothing: it opens, that is all.
      const lane = await openLane(browser, options, screen);
      await lane.page.goto(screen.url);
      const account = { username: '', password: '', phone: '' };
      const cell = { page: lane.page, scope: lane.page, account, made: {} };
      await expect(screen.ready(cell))
        .toBeVisible({ timeout: 5000 })
        .catch(() => failures.push(`${screen.name} × opens: blank page`));
      await lane.context.close();
    }
    const lanes = Array.from({ length: Math.min(laneCount, cells.length) }, (_, index) =>
      cells.filter((_, at) => at % laneCount === index),
    );
    const results = new Map<Cell, string[]>();
    await Promise.all(
      lanes.map(async (laneCells) => {
        const lane = await openLane(browser, options, screen);
        for (const cell of laneCells) {
          const started = Date.now();
          results.set(cell, await runCell(lane, cell));
          if (process.env.E2E_FAULTS_TIMES)
            console.log(`  ${cell.where}: ${cell.fault.name} ${Date.now() - started} ms`);
        }
        await lane.context.close().catch(() => {});
      }),
    );
    for (const cell of cells) {
      const problems = results.get(cell) ?? ['never ran'];
      if (problems.length > 0)
        failures.push(`${screen.name} × ${cell.where}: ${cell.fault.name}: ${problems.join('; ')}`);
    }
    const tried = Math.max(cells.length, 1);
    figures.tried += tried;
    figures.held += tried - failures.length;
    console.log(
      [`${screen.name}: ${tried} cells tried, ${tried - failures.length} held`, ...failures].join(
        '\n  ',
      ),
    );
    expect(failures, `cells that did not hold on ${screen.name}`).toEqual([]);
  });
}
