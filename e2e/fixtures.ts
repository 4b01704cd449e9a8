import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type AxeCore from 'axe-core';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { simURL } from './sim';

/** API answers the app handles itself (Chromium still logs them); only from the simulator. */
const expectedHttpFailure =
  /Failed to load resource: the server responded with a status of (401|404|409|419|422|429)/;

interface AllowedConsoleError {
  pattern: RegExp;
  /** Only when the message is about a resource of this origin. */
  origin?: string;
}

const viewports = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  axeViolations: string[];
}

/** What every browser test gets: checks on every page visited, screenshots, and allowances. */
export interface PortalFixtures {
  /** Scans the current state with axe at 360 px and 1280 px (and, with E2E_SCREENSHOTS=1, photographs each). */
  checkPage: (label: string) => Promise<void>;
  /** Lets console errors matching this pattern pass (for tests that provoke a failure on purpose). */
  allowConsoleError: (pattern: RegExp) => void;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/**
 * axe-core as @axe-core/playwright brings it (the same version as before), put into a page once (evaluated through
 * the DevTools protocol, so the portal's CSP does not apply) and run there for each scan: no second page for each
 * scan, and only violations are gathered.
 */
const requireFromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const axeSource = readFileSync(
  requireFromAxePlaywright.resolve('axe-core/axe.min.js', {
    paths: [dirname(createRequire(import.meta.url).resolve('@axe-core/playwright'))],
  }),
  'utf8',
);

interface Violation {
  id: string;
  help: string;
  targets: string;
}

async function axeViolations(page: Page): Promise<Violation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // Transitions end before axe reads colours (a colour mode just switched); an endless spinner is not waited for.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    );
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      targets: nodes.map((node) => node.target.join(' ')).join(', '),
    }));
  });
}

/** What the page shows: its address and DOM, to skip scanning a state that was scanned already. */
function snapshotOf(page: Page): Promise<string> {
  return page.evaluate(() => `${location.href}|${document.body.innerHTML}`);
}

const lastScanned = new WeakMap<Page, string>();

/** Screenshots of every scanned state, for a person to look at: `E2E_SCREENSHOTS=1` (they cost the suite time). */
const photograph = !!process.env.E2E_SCREENSHOTS;

async function scan(page: Page, label: string, info: TestInfo, problems: Problems): Promise<void> {
  const snapshot = await snapshotOf(page);
  if (lastScanned.get(page) === snapshot) return;
  lastScanned.set(page, snapshot);
  const original = page.viewportSize();
  if (photograph) mkdirSync('screenshots', { recursive: true });
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const violation of await axeViolations(page)) {
      problems.axeViolations.push(
        `[${label} @${viewport.width}px] ${violation.id}: ${violation.help} (${violation.targets})`,
      );
    }
    if (photograph)
      await page.screenshot({
        path: `screenshots/${slug(info.titlePath.slice(1).join(' '))}--${slug(label)}--${viewport.width}.png`,
        fullPage: true,
      });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Waits until the page has settled: nothing loading, and its page's code there (an area loads on demand, so a
 * scan must not catch the frame before it): its main landmark and its h1. A page without them is scanned after
 * this short wait all the same.
 */
async function untilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  for (const landmark of ['main', 'h1'])
    await page
      .locator(landmark)
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => {});
}

export const test = base.extend<
  PortalFixtures & { problems: Problems; allowed: AllowedConsoleError[] }
>({
  problems: async ({}, use) => {
    await use({ consoleErrors: [], pageErrors: [], cspViolations: [], axeViolations: [] });
  },
  allowed: async ({}, use) => {
    await use([{ pattern: expectedHttpFailure, origin: simURL }]);
  },
  allowConsoleError: async ({ allowed }, use) => {
    await use((pattern) => allowed.push({ pattern }));
  },
  page: async ({ page, problems, allowed }, use, info) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const source = message.location().url;
      const isAllowed = allowed.some(
        ({ pattern, origin }) => pattern.test(text) && (!origin || source.startsWith(origin)),
      );
      if (!isAllowed) problems.consoleErrors.push(`${text} (${source})`);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      problems.cspViolations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: string) => void })
          .__reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });

    // Every page visited by goto is scanned once it has loaded.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilSettled(page);
      await scan(page, `goto ${url}`, info, problems);
      return response;
    };

    await use(page);

    if (!page.isClosed() && info.status === info.expectedStatus) {
      await untilSettled(page);
      await scan(page, 'end', info, problems);
    }
    expect.soft(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(problems.axeViolations, 'axe-core violations').toEqual([]);
  },
  checkPage: async ({ page, problems }, use, info) => {
    await use((label) => scan(page, label, info, problems));
  },
});

export { expect };
