import { useTranslate } from '../../provider';
import type { PaymentMethodKind } from './paymentMethodKinds';
import { payment } from '../../i18n/vi-VN/payment';

/** The heading of each method's panel. */
export const methodTitleKeys = {
  card: 'payment.panel.card',
  'e-wallet': 'payment.panel.eWallet',
  'bank-transfer': 'payment.panel.bank',
} as const satisfies Record<PaymentMethodKind, string>;

/** The method's name as its panel is headed ('Ví điện tử'), for a host's page title. */
export function usePaymentMethodTitle(method: PaymentMethodKind): string {
  const t = useTranslate(payment);
  return t(methodTitleKeys[method]);
}
