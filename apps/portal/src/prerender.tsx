import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PortalProviders } from './App';
import { DocumentTitleSink } from './prerendered';
import { PortalRoutes } from './router';
import { pathsOf } from './routing/match';
import { StaticRouter } from './routing/Router';
import { codeOf, loadPageCode, readsOf } from './routing/routeCode';
import { routes } from './routing/routes';
import { shellCode } from './routing/lazyAreas';

export { apiBaseUrl } from './config';
export { sessionHintKey } from './api/sessionHint';

/** A page written as static HTML at build time. */
export interface PrerenderedPage {
  path: string;
  /** The file it is served from, in build/portal. */
  file: string;
  /** Its code, loaded on demand (Vite's manifest keys): preloaded in its head with the stylesheets it brings. */
  modules: readonly string[];
  /** A page in the shell, behind the gate: its HTML asks `GET /api/me` at once (inline/early-session.js). */
  earlySession: boolean;
  /** The API paths such a page reads as it first shows, asked at once too when a session may exist. */
  reads: readonly string[];
}

/**
 * The pages written as static HTML at build time (the route table's `prerendered`): the public pages whole, the
 * protected ones as the shell with the page's loading frames, as they show while the session is not known yet. The
 * profile's file is home.html: index.html stays the app's page for every other path.
 */
export const prerenderedPages: readonly PrerenderedPage[] = pathsOf(
  routes,
  (route) => route.prerendered === true,
).map(({ path }) => ({
  path,
  file: path === '/' ? 'home.html' : `${path.slice(1)}.html`,
  modules: codeOf(path).map((code) => code.source),
  earlySession: codeOf(path).includes(shellCode),
  reads: readsOf(path),
}));

/** A pre-rendered page: the root's HTML and the document title. */
export interface RenderedPage {
  html: string;
  title: string | undefined;
}

/**
 * The first frame of the portal at `path` as HTML, for a visitor whose session is not known yet
 * (what the browser then hydrates, main.tsx), and the page's title. Touches no browser API.
 * The page's code is loaded first (as main.tsx does before hydrating), so the HTML has the page.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await loadPageCode(path);
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <DocumentTitleSink value={(pageTitle) => (title = pageTitle)}>
        <PortalProviders prerendered>
          <StaticRouter location={path}>
            <PortalRoutes />
          </StaticRouter>
        </PortalProviders>
      </DocumentTitleSink>
    </StrictMode>,
  );
  return { html, title };
}
