import { PortalProvider } from '@portal/widgets';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppTextProvider } from './i18n/useAppText';
import { PortalRoutes } from './router';
import { portalCaptcha, portalClient, portalShare } from './services';
import { useDocumentColourMode } from './useDocumentColourMode';
import { useMessageOverrides } from './useMessageOverrides';

function DocumentColourMode() {
  useDocumentColourMode();
  return null;
}

/** The portal's providers and the boundary of last resort around `children` (a router with the routes). */
export function PortalProviders({ children }: { children: ReactNode }) {
  const messages = useMessageOverrides('vi-VN');
  return (
    <PortalProvider
      client={portalClient}
      captcha={portalCaptcha}
      share={portalShare}
      messages={messages.library}
    >
      <AppTextProvider overrides={messages.app}>
        <DocumentColourMode />
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </AppTextProvider>
    </PortalProvider>
  );
}

/** The portal in the browser: the providers and the routes on the browser's history. */
export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <PortalRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
