import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { faults } from './faults/faults';
import { runCell, type Cell } from './faults/run';
import { screens } from './faults/screens';

// The fault matrix (issue 12): every screen × every fault on its first-load calls and on its submit. A screen's
// cells run at once, each in a browser context of its own with its own player and its own routed fault, so a
// screen costs about its slowest cell (most of a cell is waiting: the 5 s deadline, a 429's countdown).
test.describe.configure({ timeout: 120_000 });

/** Cells of one test open at most this many pages at once (2 workers: twice that on the machine). */
const concurrency = Number(process.env.E2E_FAULTS_CONCURRENCY ?? 10);

const figures = { tried: 0, held: 0 };
test.afterAll(() => {
  console.log(`fault matrix (this worker): ${figures.tried} cells tried, ${figures.held} held`);
});

/** Runs `work` on every item with at most `limit` at a time; resolves the results in order. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const lane = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

for (const screen of screens) {
  test(`fault matrix: ${screen.name}`, async ({ browser }, info) => {
    const { baseURL, viewport, locale, timezoneId, colorScheme } = info.project.use;
    const options: BrowserContextOptions = { baseURL, viewport, locale, timezoneId, colorScheme };
    const cells: Cell[] = [
      ...(screen.queries.length > 0 ? faults() : []).map((fault) => ({
        screen,
        fault,
        where: 'load' as const,
      })),
      // A submit's delay is the money form's 'outcome unknown', tested in e2e/money.spec.ts.
      ...(screen.submit ? faults().filter((f) => !f.slow) : []).map((fault) => ({
        screen,
        fault,
        where: 'submit' as const,
      })),
    ];
    const failures: string[] = [];
    let tried = 0;
    if (cells.length === 0) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(screen.url);
      tried = 1;
      const account = { username: '', password: '', phone: '' };
      await expect(screen.ready({ page, scope: page, account, made: {} }))
        .toBeVisible({ timeout: 5000 })
        .catch(() => failures.push(`${screen.name} × opens: blank page`));
      await context.close();
    }
    const results = await pool(cells, concurrency, async (cell) => {
      const started = Date.now();
      const problems = await runCell(browser, options, cell);
      if (process.env.E2E_FAULTS_TIMES)
        console.log(`  ${cell.where}: ${cell.fault.name} ${Date.now() - started} ms`);
      return problems;
    });
    results.forEach((problems, index) => {
      tried += 1;
      const { fault, where } = cells[index]!;
      if (problems.length > 0)
        failures.push(`${screen.name} × ${where}: ${fault.name}: ${problems.join('; ')}`);
    });
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
