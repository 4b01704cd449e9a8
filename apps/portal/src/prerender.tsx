import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PortalProviders } from './App';
import { DocumentTitleSink } from './prerendered';
import { PortalRoutes } from './router';
import { paymentMethodKinds } from '@portal/widgets';
import { loadProtectedPage } from './routing/lazyAreas';
import { loadPublicPage } from './routing/lazyPages';

// The code of the protected pages (Vite's manifest keys): the shell and each area's module (routing/lazyAreas.tsx).
const shell = 'src/shell/ShellLayout.tsx';
const account = [shell, 'src/pages/AccountPages.tsx'];
const money = [shell, 'src/pages/MoneyPages.tsx'];
const history = [shell, 'src/pages/HistoryPages.tsx'];

/** A page written as static HTML at build time. */
export interface PrerenderedPage {
  path: string;
  /** The file it is served from, in build/portal. */
  file: string;
  /** Its code that the first frame does not draw yet (preloaded in its head): a protected page's. */
  modules?: readonly string[];
}

/**
 * The pages written as static HTML at build time. The public pages whole; the protected ones as the shell with the
 * page's loading frames, as they show while the session is not known yet (the profile's file is home.html:
 * index.html stays the app's page for every other path).
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/recovery', file: 'recovery.html' },
  { path: '/recovery/forgot-password', file: 'recovery/forgot-password.html' },
  { path: '/recovery/forgot-password-by-phone', file: 'recovery/forgot-password-by-phone.html' },
  { path: '/recovery/forgot-username', file: 'recovery/forgot-username.html' },
  { path: '/support', file: 'support.html' },
  { path: '/', file: 'home.html', modules: account },
  { path: '/security', file: 'security.html', modules: account },
  ...paymentMethodKinds.map((method) => ({
    path: `/payment/${method}`,
    file: `payment/${method}.html`,
    modules: money,
  })),
  { path: '/recharge', file: 'recharge.html', modules: money },
  { path: '/transactions', file: 'transactions.html', modules: history },
  { path: '/giftcode', file: 'giftcode.html', modules: history },
];

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
  await Promise.all([loadPublicPage(path), loadProtectedPage(path)]);
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
