export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export { usePaymentMethodTitle } from './usePaymentMethodTitle';
export { paymentMethodKinds, type PaymentMethodKind } from './paymentMethodKinds';
export type { CardSettled } from './cardOutcome';
