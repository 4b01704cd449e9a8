// The browser half of the consumer test: serves a built consumer app with `vite preview` and checks
/* global document, window, getComputedStyle -- the callbacks of page.evaluate run in the page */
// it in Chromium (Debian's, as playwright.config.ts) against the API simulator: the font, our styles
// inside a page carrying Vite's template CSS, a login handing the user to onSuccess, a quiet console.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { chromium } from 'playwright-core';

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running command and resolves once `url` answers; `stop()` ends it by its pid. */
export async function startServer(command, args, { cwd, env, url }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early`);
    try {
      await fetch(url);
      return { stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  stop();
  throw new Error(`${url} never answered`);
}

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

/** The checks of one built app served at `origin`; throws with what failed. */
export async function checkInBrowser(origin, label) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ locale: 'vi-VN', viewport: { width: 360, height: 800 } });
    const messages = [];
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      const where = message.location().url;
      // The browser's own line for the 401 of a signed-out visitor's /api/me is expected.
      if (message.type() === 'error' && where.endsWith('/api/me') && /401/.test(message.text()))
        return;
      messages.push(`${message.type()}: ${message.text()} (${where})`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await page.goto(origin);

    const field = page.getByLabel('Tên đăng nhập');
    await field.waitFor();
    const styles = await page.evaluate(async () => {
      await document.fonts.ready;
      const labelElement = [...document.querySelectorAll('label')].find((element) =>
        element.textContent?.includes('Tên đăng nhập'),
      );
      if (!labelElement) return null;
      const computed = getComputedStyle(labelElement);
      const faces = [...document.fonts].filter(
        (face) => face.family.replace(/["']/g, '') === 'Be Vietnam Pro' && face.status === 'loaded',
      );
      return {
        textAlign: computed.textAlign,
        fontFamily: computed.fontFamily,
        loadedFaces: faces.length,
        check: document.fonts.check('600 16px "Be Vietnam Pro"', 'Tên đăng nhập'),
        bodyTextAlign: getComputedStyle(document.body).textAlign,
      };
    });
    if (!styles) throw new Error(`${label}: no label 'Tên đăng nhập'`);
    const problems = [];
    if (!['start', 'left'].includes(styles.textAlign))
      problems.push(`the label's text-align is ${styles.textAlign} (the host's CSS leaked in)`);
    if (styles.bodyTextAlign !== 'center')
      problems.push("the page lacks Vite's template CSS (body text-align center)");
    if (!styles.fontFamily.startsWith('"Be Vietnam Pro"'))
      problems.push(`the label's font-family is ${styles.fontFamily}`);
    if (styles.loadedFaces === 0 || !styles.check)
      problems.push('Be Vietnam Pro was not loaded from fonts.css');

    await field.fill('demo');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForFunction(() => window.signedInUser !== undefined, null, { timeout: 10_000 });
    const username = await page.evaluate(() => window.signedInUser?.username);
    if (username !== 'demo') problems.push(`onSuccess got ${username}, not demo`);
    await page.getByText('Đăng nhập thành công.').waitFor();

    problems.push(...messages.map((message) => `console: ${message}`));
    if (problems.length > 0) throw new Error(`${label}:\n  ${problems.join('\n  ')}`);
    console.log(
      `${label}: Be Vietnam Pro in use (${styles.loadedFaces} faces), labels start-aligned in a centred page, onSuccess(demo), a quiet console`,
    );
  } finally {
    await browser.close();
  }
}
