export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export { paymentMethodKinds, type PaymentMethodKind } from './paymentMethodKinds';
export type { CardSettled } from './cardOutcome';
