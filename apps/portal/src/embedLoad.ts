import type { defineElements } from '@portal/widgets/elements';
import { afterFirstPaint } from './afterFirstPaint';
import { embedFonts } from './embedFonts';

// The API the portal was built for, as config.ts reads it. Read here, not imported from config.ts: a module the
// portal's pages import too would be a file of theirs that embed.js loads.
const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? 'http://localhost:8787';

/** What embed.js needs of the elements' module (the package's self-contained build). */
export interface ElementsModule {
  defineElements: typeof defineElements;
}

/**
 * Imports the elements' module with `load` once the host page has painted its first content, and defines them for the
 * API the portal was built for, with links to the portal (where this file lives) and its font. A failure leaves the
 * page as it is, without the widgets, and says so in the console (not to the host's error tracker).
 */
export function loadElementsAfterPaint(load: () => Promise<ElementsModule>): void {
  afterFirstPaint(() => {
    load()
      .then(({ defineElements }) =>
        defineElements({
          apiUrl: apiBaseUrl,
          portalUrl: new URL(import.meta.url).origin,
          fonts: embedFonts,
        }),
      )
      .catch((error: unknown) => {
        console.warn('@portal/embed: the widgets could not load.', error);
      });
  });
}
