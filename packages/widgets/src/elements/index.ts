/**
 * @portal/widgets/elements: `<portal-login>` and `<portal-topup>` as custom elements with shadow DOM, for pages that
 * are not React apps. Call `defineElements({ apiUrl, portalUrl })` once; React and the styles come inside.
 */
export { defineElements, elementTags, type DefineElementsOptions } from './defineElements';
export type { EmbedFont } from './fonts';
export type { PortalElementEventMap, PortalElementEvents, PortalElementUser } from './events';
export { isSameSite } from './isSameSite';
export type { MessageOverrides } from '../i18n';
export type { PortalErrorHandler, PortalErrorStage } from '../provider';
export type { ColourMode } from '../theme';
