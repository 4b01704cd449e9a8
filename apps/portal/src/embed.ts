// embed.js: `<portal-login>` and `<portal-topup>` for the game's homepage (README, "The widgets on the game's
// homepage"). Built with the portal; the API is the one the portal was built for, the portal is where this file lives.
// This file is small: the elements' module (React and the widgets, embedElements.ts) is imported once the host page
// has painted its first content, so it never shares a phone's slow link with what the page paints first. It is
// imported by the address the build writes here (vite-plugins/embedElements.ts); development serves embed.dev.ts.
import { loadElementsAfterPaint } from './embedLoad';

loadElementsAfterPaint(
  () => import(/* @vite-ignore */ new URL('__PORTAL_EMBED_ELEMENTS__', import.meta.url).href),
);
