import type { GlobalProvider } from '@ladle/react';
import { createPortalClient } from '../packages/widgets/src/api';
import { createDevCaptcha, PortalProvider } from '../packages/widgets/src/provider';

const storyClient = createPortalClient({ baseURL: 'http://localhost:8787' });
import { ColourModeSwitch } from '../packages/widgets/src/ui';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './ladle.css';

/** Every story renders inside PortalProvider, with the colour mode switch above it. */
export const Provider: GlobalProvider = ({ children }) => (
  <PortalProvider client={storyClient} captcha={createDevCaptcha()}>
    <div className="ladle-frame">
      <ColourModeSwitch />
      <div className="ladle-story">{children}</div>
    </div>
  </PortalProvider>
);
