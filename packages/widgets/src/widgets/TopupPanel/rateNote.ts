import { formatKp, formatVnd, type Translate } from '../../i18n';
import type { payment } from '../../i18n/vi-VN/payment';
import { rateNoteCash, rateNoteCredits } from './transferMath';

/**
 * A transfer method's rate note, '10.000đ = 120 KP' (spec section 9: displayed for 10.000đ): the words of the method's
 * card and of its saved QR picture alike, the 10.000đ being {@link rateNoteCash}.
 */
export function rateNote(t: Translate<typeof payment>, exchangeRate: number): string {
  return t('payment.transfer.rate', {
    cash: formatVnd(t, rateNoteCash),
    kp: formatKp(t, rateNoteCredits(exchangeRate)),
  });
}
