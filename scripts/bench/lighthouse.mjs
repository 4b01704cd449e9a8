// One Lighthouse run in a fresh Debian Chromium (a new profile each time), optionally logged in: the session
// cookies are put into the new profile through puppeteer-core (which lighthouse ships) before Lighthouse loads the
// page. Lighthouse's storage reset clears caches and service workers but never cookies, so the session stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

const chromePath = chromiumPath;
const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * Runs Lighthouse once on `url` ('mobile': the default config; 'desktop': desktop-config.js) and returns its
 * result (lhr). `cookies`: [{ name, value, url, httpOnly }] set in the profile first.
 */
export async function runLighthouse(url, formFactor, cookies = []) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumFlags],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (cookies.length > 0) await setCookies(chrome.port, cookies);
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      config,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error)
      throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function setCookies(port, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(
      ...cookies.map(({ name, value, url, httpOnly }) => ({
        name,
        value,
        url,
        httpOnly,
        sameSite: 'Lax',
      })),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
