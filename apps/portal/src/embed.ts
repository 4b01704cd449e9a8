// embed.js: `<portal-login>` and `<portal-topup>` for the game's homepage (README, "The widgets on the game's
// homepage"). Built with the portal; the API is the one the portal was built for, the portal is where this file lives.
// This file is small: the elements' module (the package's self-contained build, React inside, served byte for byte
// beside this file) is imported once the host page has painted its first content, so it never shares a phone's slow
// link with what the page paints first. It is imported by the address the build writes here
// (vite-plugins/embedElements.ts); development serves embed.dev.ts.
import { loadElementsAfterPaint, type ElementsModule } from './embedLoad';

const elements = new URL(/* @vite-ignore */ '__PORTAL_EMBED_ELEMENTS__', import.meta.url).href;

loadElementsAfterPaint(() => import(/* @vite-ignore */ elements) as Promise<ElementsModule>);
