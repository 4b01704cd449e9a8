// Every subset with its unicode-range (latin, latin-ext for Đ/đ, vietnamese): the browser loads what a page uses.
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// A public page pre-rendered at build time (scripts/postbuild.mjs) is hydrated; any other path starts
// empty. A reload of an entry with router state (a registration step) may differ from the build's
// first frame: it renders anew instead (createRoot replaces the pre-rendered content).
const routerState: unknown = (window.history.state as { usr?: unknown } | null)?.usr;
if (container.hasChildNodes() && routerState == null) {
  hydrateRoot(
    container,
    <StrictMode>
      <App prerendered />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
