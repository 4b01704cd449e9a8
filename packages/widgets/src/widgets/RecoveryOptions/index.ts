export { RecoveryOptions, type RecoveryOptionsProps } from './RecoveryOptions';
