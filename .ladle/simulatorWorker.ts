import { setupWorker } from 'msw/browser';
import { createSimulatorHandlers } from '../packages/api-sim/src/msw';
import { createSimulator } from '../packages/api-sim/src/simulator';

/** The API simulator, in the page, behind MSW's service worker: stories talk to it at localhost:8787. */
export const storySimulator = createSimulator();

const worker = setupWorker(...createSimulatorHandlers(storySimulator));

declare global {
  interface Window {
    __ladle_msw?: typeof worker;
  }
}

// Ladle adds a story's `msw` handlers to this worker, in front of the simulator, and resets after.
window.__ladle_msw = worker;

/** Resolves once the worker intercepts requests; stories render after it. */
export const simulatorReady: Promise<unknown> = worker
  .start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  .catch((error: unknown) => {
    console.warn('The simulator worker did not start; stories that call the API will fail.', error);
  });
