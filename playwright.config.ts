import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 4173);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5199);
const simPort = Number(process.env.E2E_SIM_PORT ?? 8787);
const ladlePort = Number(process.env.E2E_LADLE_PORT ?? 61000);
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 5188);
// The Laravel reference API (fixtures/laravel) and a dev server of the portal pointed at it (e2e/laravel.spec.ts).
const laravelPort = Number(process.env.E2E_LARAVEL_PORT ?? 8790);
const laravelPortalPort = Number(process.env.E2E_LARAVEL_PORTAL_PORT ?? 5198);
// The build with the operators' monitoring on, which e2e/monitoring.spec.ts makes and serves itself.
const monitoredPort = Number(process.env.E2E_MONITORED_PORT ?? 4175);

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build of the
 * portal (`npm run build:portal` first) served by Debian's nginx with the site config the build wrote.
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
  projects: [
    { name: 'portal', testIgnore: /laravel\.spec\.ts$/ },
    {
      // The portal against real Laravel: a dev server built for the fixture's origin, so no second production build.
      name: 'laravel',
      testMatch: /laravel\.spec\.ts$/,
      use: { baseURL: `http://localhost:${laravelPortalPort}` },
    },
  ],
  webServer: [
    {
      // Debian's Laravel with the framework's own middleware (scripts/laravel-fixture.sh installs PHP when root).
      command: 'bash scripts/laravel-fixture.sh',
      env: {
        LARAVEL_PORT: String(laravelPort),
        FIXTURE_ORIGINS: `http://localhost:${laravelPortalPort}`,
        SANCTUM_STATEFUL_DOMAINS: `localhost:${laravelPortalPort}`,
      },
      url: `http://127.0.0.1:${laravelPort}/api/csrf-cookie`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx vite --config apps/portal/vite.config.ts`,
      env: {
        PORTAL_PORT: String(laravelPortalPort),
        VITE_API_URL: `http://localhost:${laravelPort}`,
      },
      url: `http://localhost:${laravelPortalPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The API simulator the built portal talks to (its default API URL), cross-origin like production.
      command: 'npx tsx packages/api-sim/src/serve.ts',
      env: {
        SIM_PORT: String(simPort),
        // The demo homepage on 127.0.0.1 is cross-site: CORS lets it call, but the SameSite=Lax cookie never flows.
        SIM_ORIGINS: `http://localhost:${portalPort},http://localhost:${devPort},http://localhost:${demoPort},http://127.0.0.1:${demoPort},http://localhost:${monitoredPort}`,
        // Every test logs in from 127.0.0.1: the per-IP login rate limit (a 429) would throttle the suite itself.
        // The limit is proven by the simulator's and LoginForm's own tests.
        SIM_LOGIN_RATE_LIMIT: '0',
      },
      url: `http://localhost:${simPort}/api/csrf-cookie`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build as operators serve it: Debian's nginx with the site the build wrote (build/nginx).
      command: 'bash scripts/nginx-serve.sh',
      env: { PORTAL_PORT: String(portalPort) },
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
