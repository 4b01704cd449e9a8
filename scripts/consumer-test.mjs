// Proves that what we would publish works for somebody else: packs @portal/widgets, installs the
// tarball into a fresh React app outside the workspace (React 19, then a copy on React 18.3), then
// type-checks it with the package README's quickstart, builds it, requires the CJS entry, and runs
// it in Chromium against the API simulator (scripts/consumer-browser.mjs); then serves the package
// README's plain HTML page with the tarball's self-contained elements from a stand-in CDN and runs
// it in Chromium too (scripts/consumer-html.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp, version } from './consumer-app.mjs';
import { checkInBrowser, freePort, startServer } from './consumer-browser.mjs';
import { checkPlainPage, readmePage, serveFolder } from './consumer-html.mjs';

const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'portal-consumer-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

/** Installs, type-checks, builds and requires one app; checks the build carries our styles and font. */
function buildApp(app) {
  run('npm', install, app);
  run('npx', ['tsc', '-p', '.'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
  run(
    'node',
    [
      '-e',
      "const w = require('@portal/widgets'); if (typeof w.PortalProvider !== 'function') process.exit(1);",
    ],
    app,
  );
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8'))
    .join('');
  for (const scoped of [/ColourModeSwitch_\w+/, /LoginForm_\w+/, /tokens_root/, /Be Vietnam Pro/]) {
    if (!scoped.test(css))
      throw new Error(`the consumer's build lacks the widgets' styles (${scoped})`);
  }
  if (!assets.some((f) => f.endsWith('.woff2')))
    throw new Error("the consumer's build lacks the font files of fonts.css");
}

const stops = [];
try {
  run('npm', ['pack', '--silent', '--pack-destination', work], join(root, 'packages/widgets'));
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');

  const [simPort, port19, port18, cdnPort, pagePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // The plain HTML page on its own site, the self-contained file from another (as from jsDelivr).
  const pageOrigin = `http://localhost:${pagePort}`;
  const cdnOrigin = `http://127.0.0.1:${cdnPort}`;
  const apiURL = `http://localhost:${simPort}`;
  const apps = [
    {
      label: 'React 19',
      dir: join(work, 'react19'),
      port: port19,
      react: { react: version('react'), types: version('@types/react') },
    },
    {
      label: 'React 18.3',
      dir: join(work, 'react18'),
      port: port18,
      react: { react: '18.3.1', types: '^18.3.0' },
    },
  ];
  for (const app of apps) {
    createApp(app.dir, join(work, tarball), apiURL, app.react);
    buildApp(app.dir);
  }

  const sim = await startServer('npx', ['tsx', 'packages/api-sim/src/serve.ts'], {
    cwd: root,
    env: {
      SIM_PORT: String(simPort),
      SIM_ORIGINS: [...apps.map((app) => `http://localhost:${app.port}`), pageOrigin].join(','),
    },
    url: `${apiURL}/api/csrf-cookie`,
  });
  stops.push(sim.stop);
  for (const app of apps) {
    const origin = `http://localhost:${app.port}`;
    const preview = await startServer(
      'npx',
      ['vite', 'preview', '--port', String(app.port), '--strictPort'],
      { cwd: app.dir, url: origin },
    );
    stops.push(preview.stop);
    await checkInBrowser(origin, app.label);
    await fetch(`${apiURL}/__sim/reset`, { method: 'POST' });
  }

  // The README's plain HTML page, the packed package's files served as a CDN serves them.
  const cdn = join(work, 'cdn');
  const site = join(work, 'site');
  mkdirSync(cdn);
  mkdirSync(site);
  run('tar', ['-xzf', join(work, tarball), '-C', cdn, '--strip-components=1'], root);
  const { version: packed } = JSON.parse(readFileSync(join(cdn, 'package.json'), 'utf8'));
  const html = readmePage(readFileSync(join(cdn, 'README.md'), 'utf8'), packed, {
    cdn: cdnOrigin,
    api: apiURL,
    portal: pageOrigin,
  });
  writeFileSync(join(site, 'index.html'), html);
  writeFileSync(join(site, 'favicon.ico'), ''); // a site has one; the browser asks for it
  stops.push(await serveFolder(cdn, cdnPort, { 'access-control-allow-origin': '*' }));
  stops.push(await serveFolder(site, pagePort));
  await checkPlainPage(pageOrigin, cdnOrigin, html);
  console.log(
    "consumer test passed: fresh React 19 and 18.3 apps type-check the quickstart, build, require the package and sign in with it in Chromium; the README's plain HTML page works from a CDN",
  );
} finally {
  for (const stop of stops) stop();
  rmSync(work, { recursive: true, force: true });
}
