import type { Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { expect, test } from './fixtures';
import { submitLogin } from './login';
import { expireSession, freshAccount } from './sim';

// Chromium with its back/forward cache on, as in every real Chrome: Playwright turns it off unless its own
// --disable-back-forward-cache is left out, which is how earlier tests missed a page shown again on Back.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumFlags],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

// The dev server sends its pages without no-store, as a server without the site's headers would: the browser keeps
// them in its cache. Chromium keeps no page that was sent with no-store and then called the API (nginx's signed-in
// pages); a browser that did would show it again as the dev server's are shown here.
const devURL = `http://localhost:${process.env.E2E_DEV_PORT ?? 5199}`;

/** What the player could see when a page was shown: as it was shown, and at its first frame. */
interface Sighting {
  when: 'pageshow' | 'first frame';
  path: string;
  /** Whether the page came from the back/forward cache (else it was loaded anew). */
  persisted: boolean;
  /** Whether anything of the page could be seen (a page the cache kept shows the account as it was left). */
  pageSeen: boolean;
  /** Whether the greeting ('Xin chào, …') could be seen: a page loaded anew shows no one's before the session. */
  greetingSeen: boolean;
}

const sightingsKey = 'e2e-bfcache-sightings';

/**
 * Records, in this tab's sessionStorage (kept across its pages), what of the account could be seen each time one of
 * its pages is shown, from the cache or loaded: at its `pageshow` (after the page's own listeners, registered first)
 * and at its first frame after it.
 */
async function watchSightings(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.addEventListener('pageshow', (event) => {
      const record = (when: string) => {
        const greetings = [...document.querySelectorAll('button')].filter((button) =>
          /Xin chào/.test(button.textContent ?? ''),
        );
        const sightings = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
        sightings.push({
          when,
          path: location.pathname,
          persisted: event.persisted,
          pageSeen: getComputedStyle(document.body).visibility !== 'hidden',
          greetingSeen: greetings.some((greeting) =>
            greeting.checkVisibility({ visibilityProperty: true }),
          ),
        });
        sessionStorage.setItem(key, JSON.stringify(sightings));
      };
      record('pageshow');
      requestAnimationFrame(() => record('first frame'));
    });
  }, sightingsKey);
}

async function sightings(page: Page): Promise<Sighting[]> {
  return page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Sighting[],
    sightingsKey,
  );
}

async function forgetSightings(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.removeItem(key), sightingsKey);
}

/**
 * Signed in, the player opens /transactions, then /security, each a page load of its own, from the browser tests'
 * nginx or from `origin`.
 */
async function visitAccountPages(
  page: Page,
  username: string,
  password: string,
  origin = '',
): Promise<void> {
  await watchSightings(page);
  await page.goto(`${origin}/login`);
  await submitLogin(page, username, password);
  await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
  await page.goto(`${origin}/transactions`);
  await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
  await page.goto(`${origin}/security`);
  await expect(page.getByText(`Xin chào, ${username}`)).toBeVisible();
  await forgetSightings(page);
}

/**
 * After Back: the player is on /login, and no page shown on the way showed the account, not even for a frame: a page
 * the cache kept showed nothing at all, one loaded anew no one's greeting. Returns what was seen.
 */
async function expectNoAccountOnBack(
  page: Page,
  username: string,
  from: string,
): Promise<Sighting[]> {
  // A page shown from the cache fires no load event: Back is done once the browser commits to the entry.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
  await expect(page.getByText(username)).toHaveCount(0);
  const seen = await sightings(page);
  expect(seen.filter((sighting) => sighting.path === from).length).toBeGreaterThan(0);
  expect(seen.filter((sighting) => sighting.greetingSeen)).toEqual([]);
  expect(seen.filter((sighting) => sighting.persisted && sighting.pageSeen)).toEqual([]);
  return seen;
}

test.describe("Back to a signed-in page, with the browser's back/forward cache on", () => {
  test('after a logout, shows no account, not even for a frame, and lands on /login (the pages as nginx serves them)', async ({
    page,
  }) => {
    const account = await freshAccount();
    await visitAccountPages(page, account.username, account.password);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAccountOnBack(page, account.username, '/transactions');
  });

  test('a session ended elsewhere: the page the cache kept is hidden from its first frame, asks who is there, and goes to /login', async ({
    page,
    allowConsoleError,
  }) => {
    // The dev server's live-reload socket, which the browser closes as it keeps the page.
    allowConsoleError(/WebSocket connection to .* failed: Page entered Back-Forward Cache/);
    const account = await freshAccount();
    await visitAccountPages(page, account.username, account.password, devURL);
    // Away from the portal, while the session ends on the server (the lifetime, a logout on another device): no
    // logged-out flag in this browser, so the page shown again must ask the API. (Not page.goto, whose checks would
    // scan the blank page as one of the portal's.)
    await page.evaluate(() => window.location.assign('about:blank'));
    await page.waitForURL('about:blank');
    await expireSession(account.username);
    const seen = await expectNoAccountOnBack(page, account.username, '/security');
    // (The dev server's client may load the page anew once it is back: only what the cache showed is checked here.)
    expect(seen.filter((sighting) => sighting.persisted)).toEqual([
      expect.objectContaining({ when: 'pageshow', persisted: true, pageSeen: false }),
      expect.objectContaining({ when: 'first frame', persisted: true, pageSeen: false }),
    ]);
  });

  test('after a logout in another tab, the same', async ({ page, context }) => {
    const account = await freshAccount();
    await visitAccountPages(page, account.username, account.password);
    const other = await context.newPage();
    await other.goto('/');
    // Pressed once the page is the player's (hydrated, its user read): a press on the pre-rendered HTML does nothing.
    await expect(other.getByText(`Xin chào, ${account.username}`)).toBeVisible();
    await other.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(other).toHaveURL(/\/login$/);
    // This tab follows the other one to /login (useLoggedOutElsewhere).
    await expect(page).toHaveURL(/\/login$/);
    await other.close();
    // It left by replacing its entry (leaveForLogin): Back goes to the account page before it.
    await expectNoAccountOnBack(page, account.username, '/transactions');
  });
});
