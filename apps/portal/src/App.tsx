import { PortalProvider } from '@portal/widgets';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AppTextProvider } from './i18n/useAppText';
import { createPortalRouter } from './router';
import { portalCaptcha, portalClient } from './services';
import { useDocumentColourMode } from './useDocumentColourMode';
import { useMessageOverrides } from './useMessageOverrides';

function DocumentColourMode() {
  useDocumentColourMode();
  return null;
}

/** The portal: providers, the boundary of last resort, and the router. */
export function App() {
  const messages = useMessageOverrides('vi-VN');
  const [router] = useState(createPortalRouter);
  return (
    <PortalProvider client={portalClient} captcha={portalCaptcha} messages={messages.library}>
      <AppTextProvider overrides={messages.app}>
        <DocumentColourMode />
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </AppTextProvider>
    </PortalProvider>
  );
}
