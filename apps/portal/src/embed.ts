// embed.js: `<portal-login>` and `<portal-topup>` for the game's homepage (README, "The widgets on the game's
// homepage"). Built with the portal; the API is the one the portal was built for, the portal is where this file lives.
// This file is small: the elements' module (React and the widgets, embedElements.ts) is imported once the host page
// has painted its first content, so it never shares a phone's slow link with what the page paints first.
import { afterFirstPaint } from './afterFirstPaint';

// The build writes the built module's address here (vite-plugins/embedElements.ts); development serves the source.
const elementsModule = import.meta.env.DEV
  ? '/src/embedElements.ts'
  : new URL(/* @vite-ignore */ '__PORTAL_EMBED_ELEMENTS__', import.meta.url).href;

afterFirstPaint(() => {
  void import(/* @vite-ignore */ elementsModule);
});
