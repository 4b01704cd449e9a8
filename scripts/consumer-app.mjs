// The fresh React app of scripts/consumer-test.mjs: Vite's template CSS, a page using the package as a host would,
// the package README's quickstart, and a manifest that installs the packed tarball.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const root = resolve('.');
const versions = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;
/** The version of a package the workspace installed. */
export const version = (name) => versions[`node_modules/${name}`].version;

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

const elementsHost = (
  apiURL,
) => `import { defineElements, type DefineElementsOptions } from '@portal/widgets/elements';

const options: DefineElementsOptions = {
  apiUrl: ${JSON.stringify(apiURL)},
  colourMode: 'system',
  messages: { 'embed.topup.title': 'Nạp KP ngay' },
  onError: (error, stage) => console.warn(stage, error),
};
defineElements(options);
// The events are in the DOM's event maps: no cast on the document, the window or an element.
document.addEventListener('portal:login', (event) => console.log(event.detail.user.displayName.toUpperCase()));
window.addEventListener('portal:logout', (event) => console.log(event.detail === null));
document
  .querySelector('portal-topup')
  ?.addEventListener('portal:topup', (event) => console.log(event.detail.transactionId + 1, event.detail.status));
`;

/** Writes a fresh app depending on the tarball (a path); `react` names the React line it installs. */
export function createApp(app, tarballPath, apiURL, react) {
  const tarball = basename(tarballPath);
  mkdirSync(join(app, 'src'), { recursive: true });
  copyFileSync(tarballPath, join(app, tarball));
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
  // The custom elements' options and events as a host with a bundler types them (type-checked, not built).
  writeFileSync(join(app, 'src', 'elements.ts'), elementsHost(apiURL));
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
