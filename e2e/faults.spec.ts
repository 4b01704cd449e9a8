import { expect, test } from '@playwright/test';
import { faults } from './faults/faults';
import { queryCell, submitCell, playerFor } from './faults/run';
import { screens, type CellContext } from './faults/screens';

// The fault matrix (issue 12): every screen × every fault on its first-load calls and its submit. The cells of a
// screen share one page; faults are routed per page, so parallel tests never share one.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 5000, navigationTimeout: 10_000 });

const figures = { tried: 0, held: 0 };
test.afterAll(() => {
  console.log(`fault matrix (this worker): ${figures.tried} cells tried, ${figures.held} held`);
});

for (const screen of screens) {
  test(`fault matrix: ${screen.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    const account = await playerFor(page, screen);
    const scope = screen.element ? page.locator(screen.element) : page;
    const cell: CellContext = { page, scope, account };
    const failures: string[] = [];
    let tried = 0;
    const record = (label: string, problems: string[]) => {
      tried += 1;
      if (problems.length > 0) failures.push(`${screen.name} × ${label}: ${problems.join('; ')}`);
    };
    if (screen.queries.length === 0 && !screen.submit) {
      await page.goto(screen.url);
      record('opens', (await screen.ready(cell).isVisible()) ? [] : ['blank page']);
    }
    for (const fault of screen.queries.length > 0 ? faults() : []) {
      record(
        `load: ${fault.name}`,
        await queryCell(cell, screen, fault, errors).catch((e: Error) => [
          `threw: ${e.message.split('\n')[0]}`,
        ]),
      );
    }
    let attempt = 0;
    for (const fault of screen.submit ? faults().filter((f) => !f.slow) : []) {
      attempt += 1;
      record(
        `submit: ${fault.name}`,
        await submitCell(cell, screen, fault, errors, attempt).catch((e: Error) => [
          `threw: ${e.message.split('\n')[0]}`,
        ]),
      );
    }
    figures.tried += tried;
    figures.held += tried - failures.length;
    console.log(`${screen.name}: ${tried} cells tried, ${tried - failures.length} held`);
    expect(failures, `cells that did not hold on ${screen.name}`).toEqual([]);
  });
}
