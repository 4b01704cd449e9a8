// Proves that what we would publish works for somebody else: packs @portal/widgets, installs the
// tarball into a fresh React app outside the workspace, then type-checks, builds and requires it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve('.');
const app = mkdtempSync(join(tmpdir(), 'portal-consumer-'));
const run = (command, args, cwd = app) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
const versions = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
const version = (name) => versions[`node_modules/${name}`].version;

try {
  run('npm', ['pack', '--silent', '--pack-destination', app], join(root, 'packages/widgets'));
  const tarball = readdirSync(app).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'widgets-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@portal/widgets': `file:./${tarball}`,
          react: version('react'),
          'react-dom': version('react-dom'),
        },
        devDependencies: {
          typescript: version('typescript'),
          vite: version('vite'),
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
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
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(app, 'src', 'main.tsx'),
    `import '@portal/widgets/styles.css';
import {
  ColourModeSwitch,
  LoginForm,
  PortalProvider,
  createPortalClient,
  type ColourMode,
  type LinkRenderer,
} from '@portal/widgets';
import { createRoot } from 'react-dom/client';

const client = createPortalClient({ baseURL: 'https://api.example.vn' });
const mode: ColourMode = 'dark';
const renderLink: LinkRenderer = ({ to, children }) => <a href={to}>{children}</a>;

createRoot(document.getElementById('root')!).render(
  <PortalProvider client={client} colourMode={mode}>
    <ColourModeSwitch />
    <LoginForm renderLink={renderLink} onSuccess={() => window.location.assign('/')} />
  </PortalProvider>,
);
`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="vi"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );

  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  run('npx', ['tsc', '-p', '.']);
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  run('node', [
    '-e',
    "const w = require('@portal/widgets'); if (typeof w.PortalProvider !== 'function') process.exit(1);",
  ]);

  const assets = readdirSync(join(app, 'dist', 'assets'));
  const css = assets
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8'))
    .join('');
  for (const scoped of [/ColourModeSwitch_\w+/, /LoginForm_\w+/, /tokens_root/]) {
    if (!scoped.test(css))
      throw new Error(`the consumer's build lacks the widgets' styles (${scoped})`);
  }
  console.log(
    'consumer test passed: a fresh React app type-checks, builds and requires the packed package',
  );
} finally {
  rmSync(app, { recursive: true, force: true });
}
