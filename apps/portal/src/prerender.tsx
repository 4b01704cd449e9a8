import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PortalProviders } from './App';
import { PortalRoutes } from './router';

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

/**
 * The first frame of the portal at `path` as HTML, for a visitor whose session is not known yet:
 * what the browser then hydrates (main.tsx). Touches no browser API.
 */
export function renderPage(path: string): string {
  return renderToString(
    <StrictMode>
      <PortalProviders prerendered>
        <StaticRouter location={path}>
          <PortalRoutes />
        </StaticRouter>
      </PortalProviders>
    </StrictMode>,
  );
}
