import { describe, expect, it } from 'vitest';
import { isApiError } from './ApiError';
import { decoders } from './decoders';
import { paymentMethods, zone } from './testing/samples';

const decodePayments = decoders['GET /api/payment-methods'];
const decodeBalances = decoders['GET /api/account-zones'];

describe('the payment-methods decoder', () => {
  it("gives cards the portal's names: code, name, imageUrl and the denominations", () => {
    expect(decodePayments(paymentMethods).cards).toEqual([
      { code: 'VIETTEL', name: 'Viettel', imageUrl: '/viettel.png', denominations: [10000] },
    ]);
  });

  it("given an e-wallet or bank it does not know, keeps it as 'other' with its code, and the rest as they are", () => {
    const [wallet] = paymentMethods.eWallets;
    const [bank] = paymentMethods.bankTransfers;
    const body = {
      ...paymentMethods,
      eWallets: [wallet, { ...wallet, name: 'zalopay', label: 'ZaloPay' }],
      bankTransfers: [{ ...bank, name: 'acb', label: 'ACB' }],
    };
    const decoded = decodePayments(body);
    expect(decoded.eWallets.map(({ name, code, label }) => ({ name, code, label }))).toEqual([
      { name: 'momo', code: 'momo', label: 'Ví MoMo' },
      { name: 'other', code: 'zalopay', label: 'ZaloPay' },
    ]);
    expect(decoded.bankTransfers[0]).toMatchObject({ name: 'other', code: 'acb', label: 'ACB' });
  });

  it('given a card without its face values, still fails as kind decode', () => {
    const [card] = paymentMethods.cards;
    const body = { ...paymentMethods, cards: [{ ...card, cardvalue: undefined }] };
    let error: unknown;
    try {
      decodePayments(body);
    } catch (caught) {
      error = caught;
    }
    expect(isApiError(error) && error.kind).toBe('decode');
  });
});

describe('the account-zones decoder', () => {
  it('applies the display rule of spec section 7: leftCoin/100, floor(extpoint0/100), extpoint4', () => {
    expect(decodeBalances([{ zone, leftCoin: 12345, extpoint0: 199, extpoint4: 7 }])).toEqual([
      { zone, premiumCoins: 123.45, copperCoins: 1, topupPoints: 7 },
    ]);
  });
});
