import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { PortalProviders } from './App';
import { DocumentTitleSink } from './prerendered';
import { PortalRoutes } from './router';
import { shellCode } from './routing/lazyAreas';
import { routerFuture } from './routing/routerFuture';
import { routes } from './routing/routes';
import { codeOf, loadPageCode, pathsOf, readsOf } from './routing/routeTable';

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
 * The pages written as static HTML at build time (the route table's `handle.prerendered`): the public pages whole, the
 * protected ones as the shell with the page's loading frames, as they show while the session is not known yet. The
 * profile's file is home.html: index.html stays the app's page for every other path.
 */
export const prerenderedPages: readonly PrerenderedPage[] = pathsOf(
  routes,
  (handle) => handle.prerendered === true,
).map(({ path }) => ({
  path,
  file: path === '/' ? 'home.html' : `${path.slice(1)}.html`,
  modules: codeOf(routes, path).map((code) => code.source),
  earlySession: codeOf(routes, path).includes(shellCode),
  reads: readsOf(routes, path),
}));

/** A pre-rendered page: the root's HTML and the document title. */
export interface RenderedPage {
  html: string;
  title: string | undefined;
}

/**
 * The first frame of the portal at `path` as HTML, for a visitor whose session is not known yet
 * (what the browser then hydrates, main.tsx), and the page's title: the routes rendered through react-router's
 * StaticRouter, which never navigates. Touches no browser API.
 * The page's code is loaded first (as main.tsx does before hydrating), so the HTML has the page.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await loadPageCode(routes, path);
  let title: string | undefined;
  const html = renderToString(
    <StrictMode>
      <DocumentTitleSink value={(pageTitle) => (title = pageTitle)}>
        <PortalProviders prerendered>
          <StaticRouter location={path} future={routerFuture}>
            <PortalRoutes />
          </StaticRouter>
        </PortalProviders>
      </DocumentTitleSink>
    </StrictMode>,
  );
  return { html, title };
}
