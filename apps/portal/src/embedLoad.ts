import { afterFirstPaint } from './afterFirstPaint';

/**
 * Imports the elements' module with `load` once the host page has painted its first content. A failure leaves the
 * page as it is, without the widgets, and says so in the console (not to the host's error tracker).
 */
export function loadElementsAfterPaint(load: () => Promise<unknown>): void {
  afterFirstPaint(() => {
    load().catch((error: unknown) => {
      console.warn('@portal/embed: the widgets could not load.', error);
    });
  });
}
