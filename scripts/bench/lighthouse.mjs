// One Lighthouse run in a fresh Debian Chromium (a new profile each time), optionally logged in: the session
// cookies, and the portal's own local storage of a player who signed in (its session hint), are put into the new
// profile through puppeteer-core (which lighthouse ships) before Lighthouse loads the page. Lighthouse's storage reset
// clears caches, service workers and the like, but neither cookies nor local storage, so the session stays.
/* global window */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { lcpPath } from './lcpPath.mjs';

const chromePath = chromiumPath;
const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * Runs Lighthouse once on `url` ('mobile': the default config; 'desktop': desktop-config.js) and returns its
 * result (lhr) and the requests its simulated LCP waits for (lcpPath.mjs). `cookies`: [{ name, value, url,
 * httpOnly }] set in the profile first; `storage`: { key: value } put in the local storage of `url`'s origin first.
 */
export async function runLighthouse(url, formFactor, cookies = [], storage = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumFlags],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (cookies.length > 0) await setCookies(chrome.port, cookies);
    if (Object.keys(storage).length > 0)
      await setStorage(chrome.port, new URL(url).origin, storage);
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
    return { lhr: result.lhr, lcpPath: await lcpPath(result.artifacts, result.lhr.configSettings) };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Puts `items` into the local storage of `origin`, from a page of it (its favicon: no script of ours runs). */
async function setStorage(port, origin, items) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
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
