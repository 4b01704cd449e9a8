import { describe, expect, it } from 'vitest';
import { isApiError } from './ApiError';
import { decoders } from './testing/contract';
import { onSkippedItems, skippedCount, withSkippedOf } from './skippedItems';
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

  it('given a card without its face values, or an e-wallet of an unknown type, leaves that one out and reports it', () => {
    const [card] = paymentMethods.cards;
    const [wallet] = paymentMethods.eWallets;
    const skipped: string[] = [];
    const stop = onSkippedItems((error) => skipped.push(`${error.list} ${error.count}`));
    const decoded = decodePayments({
      ...paymentMethods,
      cards: [{ ...card, cardvalue: undefined }, card],
      eWallets: [{ ...wallet, type: 'crypto' }, wallet],
    });
    stop();
    expect(decoded.cards).toHaveLength(1);
    expect(decoded.eWallets.map((method) => method.code)).toEqual(['momo']);
    expect(skipped).toEqual([
      'GET /api/payment-methods cards 1',
      'GET /api/payment-methods eWallets 1',
    ]);
  });

  it('offers only face values that are whole đ above zero, once each', () => {
    const [card] = paymentMethods.cards;
    const cardvalue = [-10000, 0, 0.5, 10000, 10000, 20000].map((value) => ({ value }));
    const decoded = decodePayments({ ...paymentMethods, cards: [{ ...card, cardvalue }] });
    expect(decoded.cards[0]?.denominations).toEqual([10000, 20000]);
  });

  it('given a list that is not a list, still fails as kind decode', () => {
    let error: unknown;
    try {
      decodePayments({ ...paymentMethods, cards: 'VIETTEL' });
    } catch (caught) {
      error = caught;
    }
    expect(isApiError(error) && error.kind).toBe('decode');
  });
});

describe('the user decoder', () => {
  const user = {
    username: 'demo',
    email: null,
    phoneNumber: null,
    firstName: null,
    middleName: null,
    lastName: null,
    dob: null,
    language: 'vi-VN',
    joinAt: '2026-01-01T00:00:00.000Z',
    lastPasswordChange: null,
    verifiedAt: null,
    verifiedPhoneAt: null,
    mfaEnabled: false,
    credit: 1500,
    debtCredit: 0,
  };
  const decodeUser = decoders['GET /api/me'];

  it('falls back to vi-VN for a language it does not speak', () => {
    expect(decodeUser({ ...user, language: 'en-US' }).language).toBe('vi-VN');
  });

  it.each([Number.parseFloat('1e309'), -100, 0.5])(
    'refuses a balance of %s as a bad answer',
    (credit) => {
      let error: unknown;
      try {
        decodeUser({ ...user, credit });
      } catch (caught) {
        error = caught;
      }
      expect(isApiError(error) && error.kind).toBe('decode');
    },
  );
});

describe('the recharge-config decoder', () => {
  it('leaves out a package that costs or gives nothing, or less', () => {
    const decoded = decoders['GET /api/recharge/game']({
      coinName: 'Kim Nguyên Bảo',
      payableValues: [
        { credit: -100, coinsReceived: 100 },
        { credit: 100, coinsReceived: 0 },
        { credit: 100, coinsReceived: 103 },
      ],
    });
    expect(decoded.payableValues).toEqual([{ credit: 100, coinsReceived: 103 }]);
  });
});

describe('the gift-code decoder', () => {
  it('leaves out a gift of an unknown kind and shows the others', () => {
    const gift = {
      id: 1,
      description: 'Quà tân thủ',
      shareRequired: 0,
      giftCode: null,
      giftState: false,
      userReceiveAt: null,
    };
    const decoded = decoders['GET /api/giftpaysys']([{ ...gift, shareRequired: 2 }, gift]);
    expect(decoded).toEqual([{ ...gift, shareRequired: false }]);
    // The list says how many it misses, for the page to say that some could not be shown.
    expect(skippedCount(decoded)).toBe(1);
    expect(skippedCount(withSkippedOf(decoded.slice(0, 1), decoded))).toBe(1);
    expect(skippedCount(decoders['GET /api/giftpaysys']([gift, gift]))).toBe(0);
  });

  it("reads the wire's shareRequired flag as a boolean", () => {
    const gift = {
      id: 1,
      description: 'Quà chia sẻ',
      shareRequired: 1,
      giftCode: null,
      giftState: false,
      userReceiveAt: null,
    };
    const [shareGated, topup] = decoders['GET /api/giftpaysys']([
      gift,
      { ...gift, id: 2, shareRequired: 0 },
    ]);
    expect(shareGated?.shareRequired).toBe(true);
    expect(topup?.shareRequired).toBe(false);
  });
});

describe('the account-zones decoder', () => {
  it('applies the display rule of spec section 7: leftCoin/100, floor(extpoint0/100), extpoint4', () => {
    expect(decodeBalances([{ zone, leftCoin: 12345, extpoint0: 199, extpoint4: 7 }])).toEqual([
      { zone, premiumCoins: 123.45, copperCoins: 1, topupPoints: 7 },
    ]);
  });
});
