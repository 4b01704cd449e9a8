import { PortalProvider } from '@portal/widgets';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppTextProvider } from './i18n/useAppText';
import { reportFailure } from './monitoring/failures';
import { PrerenderedProvider } from './prerendered';
import { PortalRoutes } from './router';
import { routerFuture } from './routing/routerFuture';
import { portalCaptcha, portalShare, portalTransport } from './services';
import { useDocumentColourMode } from './useDocumentColourMode';
import { useMessageOverrides } from './useMessageOverrides';

/** The widgets' failures go to the error tracker when the build has a Sentry DSN (README, "Watching the portal"). */
const widgetFailures = import.meta.env.VITE_SENTRY_DSN ? reportFailure : undefined;

function DocumentColourMode() {
  useDocumentColourMode();
  return null;
}

/**
 * The portal's providers and the boundary of last resort around `children` (a router with the
 * routes); `prerendered` when rendering a page at build time or hydrating one.
 */
export function PortalProviders({
  prerendered = false,
  children,
}: {
  prerendered?: boolean;
  children: ReactNode;
}) {
  const messages = useMessageOverrides('vi-VN');
  return (
    <PortalProvider
      client={portalTransport}
      captcha={portalCaptcha}
      share={portalShare}
      messages={messages.library}
      onError={widgetFailures}
      // The shell checks the session first when the browser shows a page again, then has the data read again.
      readAgainOnReturn={false}
    >
      <AppTextProvider overrides={messages.app}>
        <DocumentColourMode />
        <PrerenderedProvider value={prerendered}>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </PrerenderedProvider>
      </AppTextProvider>
    </PortalProvider>
  );
}

/** The portal in the browser: the providers and the routes on the browser's history. */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <PortalProviders prerendered={prerendered}>
      <BrowserRouter future={routerFuture}>
        <PortalRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
