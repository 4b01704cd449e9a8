import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 4173);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5199);
const simPort = Number(process.env.E2E_SIM_PORT ?? 8787);
const ladlePort = Number(process.env.E2E_LADLE_PORT ?? 61000);
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 5188);

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build of the
 * portal (`npm run build:portal` first) served by `vite preview` under its real CSP.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry: a real failure fails twice; a test that needed it is reported as flaky.
  retries: 1,
  // Generous: every page visited is scanned by axe and photographed at two sizes.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${portalPort}`,
    viewport: { width: 1280, height: 800 },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    colorScheme: 'dark',
    // Recording a trace costs about as much CPU as the test itself: only the retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
    },
  },
  webServer: [
    {
      // The API simulator the built portal talks to (its default API URL), cross-origin like production.
      command: 'npx tsx packages/api-sim/src/serve.ts',
      env: {
        SIM_PORT: String(simPort),
        // The demo homepage on 127.0.0.1 is cross-site: CORS lets it call, but the SameSite=Lax cookie never flows.
        SIM_ORIGINS: `http://localhost:${portalPort},http://localhost:${devPort},http://localhost:${demoPort},http://127.0.0.1:${demoPort}`,
        // Every test logs in from 127.0.0.1: the per-IP login rate limit (a 429) would throttle the suite itself.
        // The limit is proven by the simulator's and LoginForm's own tests.
        SIM_LOGIN_RATE_LIMIT: '0',
      },
      url: `http://localhost:${simPort}/api/csrf-cookie`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --config apps/portal/vite.config.ts --port ${portalPort} --strictPort`,
      url: `http://localhost:${portalPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The Ladle build (`npm run build:ladle`), so a story that breaks at run time fails too.
      command: `npx ladle preview --outDir build/ladle --port ${ladlePort}`,
      url: `http://localhost:${ladlePort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The game's demo homepage with the built portal's embed.js (e2e/embed.spec.ts).
      command: 'node scripts/demo-site.mjs',
      env: {
        DEMO_PORT: String(demoPort),
        PORTAL_ORIGIN: `http://localhost:${portalPort}`,
        API_ORIGIN: `http://localhost:${simPort}`,
      },
      url: `http://localhost:${demoPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The dev server too must run under the CSP (its inline HMR code carries a nonce).
      command: `npx vite --config apps/portal/vite.config.ts`,
      env: { PORTAL_PORT: String(devPort) },
      url: `http://localhost:${devPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
