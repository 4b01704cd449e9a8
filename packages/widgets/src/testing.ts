/**
 * @portal/widgets/testing: helpers for a host's own tests and development builds, not for production pages.
 */
export { createDevShare } from './provider/share/ShareProvider';
export { isPseudoLocalised, pseudoLocalise } from './i18n/pseudo';
export { createTestClipboard, type TestClipboard } from './provider/clipboard/ClipboardProvider';
