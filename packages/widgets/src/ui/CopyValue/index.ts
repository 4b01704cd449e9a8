export { CopyValue, type CopyValueProps } from './CopyValue';
export { copiedLabelMs, useCopyValue } from './useCopyValue';
