// The elements of embed.js: React and the widgets, with their fonts, defined as this module runs. embed.js imports it
// once the host page has painted (embed.ts); it lives on the portal, like embed.js, whose origin the links lead to.
import { defineElements } from '@portal/widgets/elements';
import { apiBaseUrl } from './config';
import { embedFonts } from './embedFonts';

defineElements({
  apiUrl: apiBaseUrl,
  portalUrl: new URL(import.meta.url).origin,
  fonts: embedFonts,
});
