// embed.js: `<portal-login>` and `<portal-topup>` for the game's homepage (README, "The widgets on the game's
// homepage"). Built with the portal; the API is the one the portal was built for, the portal is where this file lives.
import { defineElements } from '@portal/widgets/elements';
import { apiBaseUrl } from './config';
import { embedFonts } from './embedFonts';

defineElements({
  apiUrl: apiBaseUrl,
  portalUrl: new URL(import.meta.url).origin,
  fonts: embedFonts,
});
