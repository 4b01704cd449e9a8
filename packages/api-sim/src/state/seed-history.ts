import { maskPin } from './accounts';
import { emptyPayload } from './ledger';
import type { TransactionPayload, TransactionRecord } from './types';

type Draft = {
  type: string;
  value: number;
  status: string;
  minutesAgo: number;
  realValue?: number;
  payload?: Partial<TransactionPayload>;
  related?: Omit<Draft, 'minutesAgo' | 'status'>[];
};

const kp = (type: string, value: number) => ({ type, value });
const card = (provider: string, serial: string, pin: string) => ({
  provider,
  serial,
  pin: maskPin(pin),
});
const pay = (coin: number) => ({
  metadata: { coin, coinName: 'Kim Nguyên Bảo', gameId: 'vo-lam' },
});

/** demo's history, newest first: every type, status and source, one entry with an errorNote. */
// prettier-ignore
const DEMO: Draft[] = [
  { type: 'topup.card', value: 100_000, status: 'pending', minutesAgo: 5, realValue: 0, payload: card('VIETTEL', '10012345678', '1234567890123') },
  { type: 'credit.pay', value: 500, status: 'success', minutesAgo: 60, payload: pay(510) },
  { type: 'topup.e-wallet', value: 200_000, status: 'success', minutesAgo: 180, payload: { source: 'momo' }, related: [kp('credit.recharge', 2000), kp('credit.bonus', 100)] },
  { type: 'topup.card', value: 50_000, status: 'failed', minutesAgo: 1440, realValue: 0, payload: { ...card('MOBIFONE', '087654321098765', '482913570000'), errorNote: 'Thẻ không hợp lệ hoặc đã được sử dụng' } },
  { type: 'topup.bank-transfer', value: 500_000, status: 'success', minutesAgo: 1500, payload: { source: 'vietcombank' }, related: [kp('credit.recharge', 6000), kp('credit.bonus', 600)] },
  { type: 'credit.refund', value: 200, status: 'success', minutesAgo: 2880 },
  { type: 'credit.recall', value: 100, status: 'success', minutesAgo: 2900 },
  { type: 'topup.e-wallet', value: 100_000, status: 'success', minutesAgo: 4320, payload: { source: 'viettelpay' }, related: [kp('credit.recharge', 1000)] },
  { type: 'topup.bank-transfer', value: 300_000, status: 'reviewing', minutesAgo: 4400, realValue: 0, payload: { source: 'techcombank' } },
  { type: 'credit.bonus', value: 50, status: 'success', minutesAgo: 5760 },
  { type: 'credit.recharge', value: 100, status: 'success', minutesAgo: 5800 },
  { type: 'topup.card', value: 20_000, status: 'success', minutesAgo: 7200, payload: card('VINAPHONE', '36012345678901', '70312345678912'), related: [kp('credit.recharge', 200)] },
  { type: 'credit.pay', value: 1000, status: 'success', minutesAgo: 7300, payload: pay(1030) },
  { type: 'topup.card', value: 50_000, status: 'failed', minutesAgo: 8640, realValue: 0, payload: { ...card('ZING', '100200300400', '123451111'), errorNote: 'Thẻ đã bị hủy do chọn sai mệnh giá' } },
  { type: 'topup.card', value: 10_000, status: 'success', minutesAgo: 10_080, payload: card('VIETNAMOBILE', '4100123456789012', '912345678901'), related: [kp('credit.recharge', 100)] },
  { type: 'credit.pay', value: 200, status: 'failed', minutesAgo: 10_100, payload: pay(200) },
  { type: 'topup.e-wallet', value: 50_000, status: 'failed', minutesAgo: 14_400, realValue: 0, payload: { source: 'momo' } },
  { type: 'topup.bank-transfer', value: 200_000, status: 'pending', minutesAgo: 14_500, realValue: 0, payload: { source: 'vietcombank' } },
  { type: 'credit.pay', value: 2000, status: 'success', minutesAgo: 20_160, payload: pay(2080) },
  { type: 'topup.card', value: 200_000, status: 'success', minutesAgo: 20_200, payload: card('VIETTEL', '20098765432109', '987654321098765'), related: [kp('credit.recharge', 2000)] },
  { type: 'credit.refund', value: 1000, status: 'success', minutesAgo: 30_000 },
  { type: 'credit.pay', value: 100, status: 'success', minutesAgo: 43_200, payload: pay(100) },
];

/** debtor's history: a card later found to be worth less, so KP already spent became debt. */
// prettier-ignore
const DEBTOR: Draft[] = [
  { type: 'credit.recall', value: 300, status: 'success', minutesAgo: 2000 },
  { type: 'credit.pay', value: 500, status: 'success', minutesAgo: 2100, payload: pay(510) },
  { type: 'topup.card', value: 50_000, status: 'success', minutesAgo: 2200, payload: card('MOBIFONE', '012345678901234', '556677889900'), related: [kp('credit.recharge', 500)] },
];

/** Seed transactions of every account, with fixed ids from 1001, oldest first. */
export function seedTransactions(now: number): TransactionRecord[] {
  let id = 1001;
  const records: TransactionRecord[] = [];
  const owned: [string, Draft[]][] = [
    ['demo', DEMO],
    ['debtor', DEBTOR],
  ];
  for (const [owner, drafts] of owned) {
    for (const draft of [...drafts].reverse()) {
      const at = now - draft.minutesAgo * 60_000;
      const build = (
        d: Omit<Draft, 'minutesAgo' | 'status'>,
        status: string,
      ): TransactionRecord => ({
        id: id++,
        owner,
        type: d.type,
        value: d.value,
        realValue: d.realValue ?? d.value,
        currency: d.type.startsWith('topup.') ? 'VND' : 'KP',
        status,
        createdAt: at,
        updatedAt: at,
        payload: { ...emptyPayload(), ...d.payload },
        related: (d.related ?? []).map((r) => build(r, 'success')),
        settlement: null,
      });
      records.push(build(draft, draft.status));
    }
  }
  return records;
}
