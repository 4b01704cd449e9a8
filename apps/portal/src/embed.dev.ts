// embed.js in development (vite.config.ts, embedDevEntry): embed.ts with the elements' source module imported by name,
// which keeps the dev server's client (and its websocket) off the host page.
import { loadElementsAfterPaint } from './embedLoad';

loadElementsAfterPaint(() => import('./embedElements'));
