export { TopupPanel, type TopupPanelProps } from './TopupPanel';
export { usePaymentMethodTitle } from './methodTitles';
export { paymentMethodKinds, type PaymentMethodKind } from './paymentMethodKinds';
export type { CardSettled } from './cardOutcome';
