export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export { paymentMethodKinds, type PaymentMethodKind } from './useTopupPanel';
export type { CardSettled } from './cardOutcome';
