/**
 * The money decisions whose outcome is unknown, kept for their account in the browser (the provider's store, which
 * logout empties): the widgets' one door to it, so a test can take it out.
 */
export { openDecisions, type OpenDecision } from '../../provider';
