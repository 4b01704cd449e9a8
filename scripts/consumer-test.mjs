// Proves that what we would publish works for somebody else: packs @portal/widgets, installs the
// tarball into a fresh React app outside the workspace (React 19, then a copy on React 18.3), then
// type-checks it with the package README's quickstart, builds it, requires the CJS entry, and runs
// it in Chromium against the API simulator (scripts/consumer-browser.mjs).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkInBrowser, freePort, startServer } from './consumer-browser.mjs';

const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'portal-consumer-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const versions = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
const version = (name) => versions[`node_modules/${name}`].version;
const install = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];

// The CSS of Vite's React template: a centred #root and body, the page's own font and weight.
const viteTemplateCss = `:root {
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  line-height: 1.5;
  font-weight: 400;
  color-scheme: light dark;
  color: rgba(255, 255, 255, 0.87);
  background-color: #242424;
  letter-spacing: 0.02em;
}
body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; text-align: center; }
#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }
label { font-weight: 700; }
`;

const harness = (apiURL) => `import './index.css';
import '@portal/widgets/styles.css';
import '@portal/widgets/fonts.css';
import {
  ColourModeSwitch,
  LoginForm,
  PortalProvider,
  createPortalClient,
  type ColourMode,
  type LinkRenderer,
  type User,
} from '@portal/widgets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    signedInUser?: User;
  }
}

const client = createPortalClient({ baseURL: ${JSON.stringify(apiURL)} });
const mode: ColourMode = 'dark';
const renderLink: LinkRenderer = ({ to, children, className }) => (
  <a href={to} className={className}>{children}</a>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalProvider client={client} colourMode={mode}>
      <ColourModeSwitch />
      <LoginForm renderLink={renderLink} onSuccess={(user) => { window.signedInUser = user; }} />
    </PortalProvider>
  </StrictMode>,
);
`;

/** Writes a fresh app depending on the tarball; `react` names the React line it installs. */
function createApp(app, tarball, apiURL, react) {
  mkdirSync(join(app, 'src'), { recursive: true });
  copyFileSync(join(work, tarball), join(app, tarball));
  const manifest = {
    name: 'widgets-consumer',
    private: true,
    type: 'module',
    dependencies: {
      '@portal/widgets': `file:./${tarball}`,
      react: react.react,
      'react-dom': react.react,
    },
    devDependencies: {
      typescript: version('typescript'),
      vite: version('vite'),
      '@types/react': react.types,
      '@types/react-dom': react.types,
    },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css';\n");
  writeFileSync(join(app, 'src', 'index.css'), viteTemplateCss);
  writeFileSync(join(app, 'src', 'main.tsx'), harness(apiURL));
  // The README's quickstart, type-checked against the packed package (not built: it is a second app).
  copyFileSync(
    join(root, 'packages/widgets/docs/quickstart.tsx'),
    join(app, 'src', 'quickstart.tsx'),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="vi"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
}

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

  const [simPort, port19, port18] = [await freePort(), await freePort(), await freePort()];
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
    createApp(app.dir, tarball, apiURL, app.react);
    buildApp(app.dir);
  }

  const sim = await startServer('npx', ['tsx', 'packages/api-sim/src/serve.ts'], {
    cwd: root,
    env: {
      SIM_PORT: String(simPort),
      SIM_ORIGINS: apps.map((app) => `http://localhost:${app.port}`).join(','),
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
  console.log(
    'consumer test passed: fresh React 19 and 18.3 apps type-check the quickstart, build, require the package and sign in with it in Chromium',
  );
} finally {
  for (const stop of stops) stop();
  rmSync(work, { recursive: true, force: true });
}
