import type { GlobalProvider } from '@ladle/react';
import { PortalProvider } from '../packages/widgets/src/provider';
import { ColourModeSwitch } from '../packages/widgets/src/ui';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './ladle.css';

/** Every story renders inside PortalProvider, with the colour mode switch above it. */
export const Provider: GlobalProvider = ({ children }) => (
  <PortalProvider>
    <div className="ladle-frame">
      <ColourModeSwitch />
      <div className="ladle-story">{children}</div>
    </div>
  </PortalProvider>
);
