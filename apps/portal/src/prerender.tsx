import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PortalProviders } from './App';
import { DocumentTitleSink } from './prerendered';
import { PortalRoutes } from './router';
import { loadPublicPage } from './routing/lazyPages';

/** The public pages written as static HTML at build time: the path and the file it is served from. */
export const prerenderedPages = [
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/recovery', file: 'recovery.html' },
  { path: '/recovery/forgot-password', file: 'recovery/forgot-password.html' },
  { path: '/recovery/forgot-password-by-phone', file: 'recovery/forgot-password-by-phone.html' },
  { path: '/recovery/forgot-username', file: 'recovery/forgot-username.html' },
  { path: '/support', file: 'support.html' },
] as const;

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
  await loadPublicPage(path);
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
