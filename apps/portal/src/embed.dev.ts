// embed.js in development (vite.config.ts, embedDevEntry): the package's elements entry imported by name, which keeps
// the dev server's client (and its websocket) off the host page. The build serves the self-contained file instead.
import { loadElementsAfterPaint } from './embedLoad';

loadElementsAfterPaint(() => import('@portal/widgets/elements'));
