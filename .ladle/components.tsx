import type { GlobalProvider } from '@ladle/react';
import { useEffect, useState } from 'react';
import { createPortalClient } from '../packages/widgets/src/api';
import { createDevCaptcha, createDevShare, PortalProvider } from '../packages/widgets/src/provider';
import { ColourModeSwitch } from '../packages/widgets/src/ui';
import { simulatorReady } from './simulatorWorker';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './ladle.css';

const storyClient = createPortalClient({ baseURL: 'http://localhost:8787' });
const storyCaptcha = createDevCaptcha();
const storyShare = createDevShare();

/** Every story renders inside PortalProvider (the simulator behind MSW), with the colour mode switch above it. */
export const Provider: GlobalProvider = ({ children }) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void simulatorReady.then(() => setReady(true));
  }, []);
  return (
    <PortalProvider client={storyClient} captcha={storyCaptcha} share={storyShare}>
      <div className="ladle-frame">
        <ColourModeSwitch />
        <div className="ladle-story">{ready ? children : null}</div>
      </div>
    </PortalProvider>
  );
};
