// The package's font entry: Be Vietnam Pro 400 and 600, latin and vietnamese subsets (woff2, each with its
// unicode-range: a page loads what it draws), and the metric-matched fallback face. The regular weight's files are
// preloaded (vite-plugins/fontPreload.ts).
import '@portal/widgets/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPageCode } from './routing/routeCode';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// A public page pre-rendered at build time (scripts/postbuild.mjs) is hydrated; any other path starts
// empty. A reload of an entry with router state (a registration step) may differ from the build's
// first frame: it renders anew instead (createRoot replaces the pre-rendered content).
const routerState: unknown = (window.history.state as { usr?: unknown } | null)?.usr;
if (container.hasChildNodes() && routerState == null) {
  // The page's code (its own chunk) is awaited first, so the first render is the build's frame.
  void loadPageCode(window.location.pathname).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App prerendered />
      </StrictMode>,
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
