import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import { expect, test } from '@playwright/test';

/** axe-core, put into the page once: Ladle moves between stories without a page load, so it stays. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const ladleURL = `http://localhost:${process.env.E2E_LADLE_PORT ?? 61000}`;
const metaFile = 'build/ladle/meta.json';

interface LadleMeta {
  stories: Record<string, { name: string }>;
}

const storyIds = existsSync(metaFile)
  ? Object.keys((JSON.parse(readFileSync(metaFile, 'utf8')) as LadleMeta).stories)
  : [];
/** Rules about a whole page (its landmarks, its h1), which a story of one widget cannot follow. */
const pageRules = ['region', 'landmark-one-main', 'page-has-heading-one'];
const halves = [storyIds.filter((_, i) => i % 2 === 0), storyIds.filter((_, i) => i % 2 === 1)];

test('the Ladle build lists the stories', () => {
  expect(storyIds.length, `${metaFile} (run npm run build:ladle first)`).toBeGreaterThan(20);
});

// Every story of the Ladle build renders without an uncaught error, a console error or an axe
// violation (in the colour mode Ladle opens with; without the rules about a whole page: a story
// shows a part of one).
// The page loads once per half and moves between stories as Ladle's own navigation does.
// A half is retried once: it walks ~95 live stories in one page on a shared machine, and a retry loads it afresh,
// so a real failure still fails every time. (The late error once seen here, a pending row's reload after its
// story's cache was gone, is fixed in useQueryResult.)
test.describe.configure({ retries: 1 });

halves.forEach((ids, half) => {
  test(`stories, half ${half + 1}: each renders without errors`, async ({ page }) => {
    test.setTimeout(30_000 + ids.length * 4_000);
    const problems: string[] = [];
    let current = ids[0] ?? '';
    page.on('pageerror', (error) => problems.push(`${current}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
    });
    await page.goto(`${ladleURL}/?story=${current}&mode=preview`);
    await page.addScriptTag({ content: axeSource });
    for (const id of ids) {
      current = id;
      await page.evaluate((story) => {
        window.history.pushState({}, '', `?story=${story}&mode=preview`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, id);
      await expect(page.locator('[data-portal-root]').first(), id).toBeVisible();
      await expect(page.locator('.ladle-story'), id).not.toBeEmpty();
      // A story's script brings it into its state: scan that state, and never leave while it still types.
      await expect(page.locator('[data-story-script="running"]'))
        .toHaveCount(0, { timeout: 10_000 })
        .catch(() => {});
      // Transitions end before axe reads colours (a spinner's endless animation is not waited for).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => {})),
        ),
      );
      // Only violations are gathered (what passed is not written up): a scan costs a fraction.
      const violations = await page.evaluate(async (disabled) => {
        const { axe } = window as unknown as { axe: typeof AxeCore };
        const rules = Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }]));
        const results = await axe.run(document, { resultTypes: ['violations'], rules });
        return results.violations.map(({ id, help, nodes }) => ({
          id,
          help,
          targets: nodes.map((node) => node.target.join(' ')).join(', '),
        }));
      }, pageRules);
      for (const { id: rule, help, targets } of violations)
        problems.push(`${id}: axe ${rule}: ${help} (${targets})`);
    }
    expect(problems).toEqual([]);
  });
});
