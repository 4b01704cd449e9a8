import { describe, expect, it } from 'vitest';
import { transactionStatusOf, transactionTypeOf, type Transaction } from '../../api';
import { createTranslator } from '../../i18n';
import { history } from '../../i18n/vi-VN/history';
import { detailOf, statusKind, typeLabel, valueText } from './transactionText';

const t = createTranslator('vi-VN', {}, history);
const base: Transaction = {
  id: 1,
  type: 'credit.recharge',
  value: 100,
  realValue: 100,
  currency: 'KP',
  status: 'succeeded',
  updatedAt: '2026-11-22T07:05:00Z',
  payload: null,
  relatedTransactions: [],
};
const tx = (patch: Partial<Transaction>): Transaction => ({ ...base, ...patch });

describe('typeLabel', () => {
  it('names an unknown type, a missing source and a missing provider plainly', () => {
    expect(typeLabel(tx({ type: transactionTypeOf('credit.lottery') }), t)).toBe('Giao dịch khác');
    expect(typeLabel(tx({ type: 'topup.e-wallet' }), t)).toBe('Ví điện tử');
    expect(typeLabel(tx({ type: 'topup.bank-transfer' }), t)).toBe('Chuyển khoản ngân hàng');
    expect(typeLabel(tx({ type: 'topup.card' }), t)).toBe('Thẻ');
  });

  it('capitalises an unknown brand and a card provider', () => {
    const payload = { source: 'ZALOPAY', provider: 'VIETNAMOBILE' };
    expect(typeLabel(tx({ type: 'topup.e-wallet', payload }), t)).toBe('Ví Zalopay');
    expect(typeLabel(tx({ type: 'topup.card', payload }), t)).toBe('Thẻ Vietnamobile');
  });
});

describe('valueText', () => {
  it("keeps a negative value's own sign, whatever its type says", () => {
    expect(valueText(t, tx({ type: 'credit.bonus', value: -100, currency: 'KP' }))).toBe('-100 KP');
    expect(valueText(t, tx({ type: 'topup.card', value: -5_000_000, currency: 'VND' }))).toBe(
      '-5.000.000đ',
    );
    expect(valueText(t, tx({ type: 'credit.bonus', value: 100, currency: 'KP' }))).toBe('+100 KP');
  });

  it('shows another currency as it came', () => {
    expect(valueText(t, tx({ type: 'topup.card', value: 5000, currency: 'USD' }))).toBe(
      '5.000 USD',
    );
  });

  it('keeps a recall negative whatever sign it came with', () => {
    expect(valueText(t, tx({ type: 'credit.recall', value: -300 }))).toBe('-300 KP');
  });
});

describe('detailOf', () => {
  it('shows an unknown game by its id, and nothing for a plain credit', () => {
    const metadata = { coin: 10, coinName: 'Vàng', gameId: 'kiem-the' };
    expect(detailOf(tx({ type: 'credit.pay', payload: { metadata } }), t)).toEqual({
      kind: 'note',
      text: 'Nạp kiem-the: 10 Vàng',
    });
    expect(detailOf(base, t)).toBeNull();
  });

  it('gives a recall its reason, and the row the server explained its own note first', () => {
    expect(detailOf(tx({ type: 'credit.recall' }), t)).toEqual({
      kind: 'note',
      text: 'KP cộng thừa bị thu hồi: một giao dịch nạp trước đó được xác nhận có giá trị thấp hơn số KP đã cộng.',
    });
    const errorNote = 'Thẻ Viettel được xác nhận mệnh giá 50.000đ';
    expect(detailOf(tx({ type: 'credit.recall', payload: { errorNote } }), t)).toEqual({
      kind: 'error',
      text: errorNote,
    });
  });

  it("says what a 'Chưa rõ' row awaits and what to do, with its id", () => {
    expect(detailOf(tx({ type: 'topup.bank-transfer', status: 'unknown' }), t)).toEqual({
      kind: 'note',
      text: `Giao dịch đang chờ đối soát nên chưa có kết quả. Nếu quá 24 giờ vẫn chưa rõ, hãy liên hệ hỗ trợ kèm mã giao dịch ${base.id}.`,
    });
  });
});

describe('statusKind', () => {
  it("reads anything unknown as 'unknown'", () => {
    expect(statusKind(transactionStatusOf('reviewing'))).toBe('unknown');
    expect(statusKind(transactionStatusOf('pending'))).toBe('pending');
  });
});
