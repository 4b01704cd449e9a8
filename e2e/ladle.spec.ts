import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const ladleURL = `http://localhost:${process.env.E2E_LADLE_PORT ?? 61000}`;
const metaFile = 'build/ladle/meta.json';

interface LadleMeta {
  stories: Record<string, { name: string }>;
}

const storyIds = existsSync(metaFile)
  ? Object.keys((JSON.parse(readFileSync(metaFile, 'utf8')) as LadleMeta).stories)
  : [];
const halves = [storyIds.filter((_, i) => i % 2 === 0), storyIds.filter((_, i) => i % 2 === 1)];

test('the Ladle build lists the stories', () => {
  expect(storyIds.length, `${metaFile} (run npm run build:ladle first)`).toBeGreaterThan(20);
});

// Every story of the Ladle build renders without an uncaught error or a console error. The page
// loads once per half and moves between stories as Ladle's own navigation does. (Stories are
// checked for accessibility by the widgets' component tests; pages by the other browser tests.)
halves.forEach((ids, half) => {
  test(`stories, half ${half + 1}: each renders without errors`, async ({ page }) => {
    test.setTimeout(30_000 + ids.length * 3_000);
    const problems: string[] = [];
    let current = ids[0] ?? '';
    page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: ${message.text()}`);
    });
    await page.goto(`${ladleURL}/?story=${current}&mode=preview`);
    for (const id of ids) {
      current = id;
      await page.evaluate((story) => {
        window.history.pushState({}, '', `?story=${story}&mode=preview`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, id);
      await expect(page.locator('[data-portal-root]').first(), id).toBeVisible();
      await expect(page.locator('.ladle-story'), id).not.toBeEmpty();
    }
    expect(problems).toEqual([]);
  });
});
