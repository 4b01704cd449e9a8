/**
 * @portal/widgets/testing: helpers for a host's own tests and development builds, not for production pages.
 */
export { createDevShare } from './provider/share/ShareProvider';
export { isPseudoLocalised } from './i18n/pseudo';
export { viVN } from './i18n/vi-VN';
export { createTranslator } from './i18n/translate';
export { createTestClipboard, type TestClipboard } from './provider/clipboard/ClipboardProvider';
