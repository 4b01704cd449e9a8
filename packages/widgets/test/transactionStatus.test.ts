import { describe, expect, it } from 'vitest';
import { transactionStatusOf, type Transaction } from '../src/api';
import { createTranslator } from '../src/i18n';
import { history } from '../src/i18n/vi-VN/history';
import { settlementOf } from '../src/widgets/TopupPanel/cardOutcome';
import { statusKind, statusText } from '../src/widgets/TransactionTable/transactionText';

const t = createTranslator('vi-VN', {}, history);
const card = (wire: string): Transaction => ({
  id: 7,
  type: 'topup.card',
  value: 50_000,
  realValue: 0,
  currency: 'VND',
  status: transactionStatusOf(wire),
  updatedAt: '2026-11-22T07:05:00Z',
  payload: { errorNote: 'Thẻ đã bị hủy do chọn sai mệnh giá' },
  relatedTransactions: [],
});

/** What the card flow concludes: done, not done, or no verdict yet. */
function cardVerdict(wire: string) {
  const { status } = settlementOf(card(wire));
  return status === 'succeeded' ? 'done' : status === 'pending' ? 'none' : 'notDone';
}

/** What the history's row says. */
function historyVerdict(wire: string) {
  const kind = statusKind(card(wire).status);
  return kind === 'succeeded' ? 'done' : kind === 'failed' ? 'notDone' : 'none';
}

describe('the card flow and the history agree on a status', () => {
  it.each(['pending', 'success', 'failed', 'cancelled', 'canceled', 'reviewing', 'refunding'])(
    '"%s" means the same to both',
    (wire) => {
      expect(cardVerdict(wire)).toBe(historyVerdict(wire));
    },
  );

  it("shows a cancelled card (either spelling) as failed in the history, as the card flow settles it, never 'Chưa rõ'", () => {
    for (const wire of ['cancelled', 'canceled']) {
      expect(settlementOf(card(wire))).toEqual({
        status: 'cancelled',
        note: 'Thẻ đã bị hủy do chọn sai mệnh giá',
      });
      expect(statusText(statusKind(card(wire).status), t)).toBe('Thất bại');
    }
  });

  it("keeps following a card of an unknown status, which the history shows as 'Chưa rõ'", () => {
    expect(settlementOf(card('reviewing'))).toEqual({ status: 'pending' });
    expect(statusText(statusKind(card('reviewing').status), t)).toBe('Chưa rõ');
  });
});
