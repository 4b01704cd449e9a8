import { describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from './ApiError';
import { largestRate } from './schemas/bounds';
import { onSkippedItems } from './skippedItems';
import { decoders } from './testing/contract';
import { paymentMethods, sampleUser, transaction } from './testing/samples';

function decodeError(decode: () => unknown): ApiError {
  try {
    decode();
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a decode failure, got a value');
}

const decodeUser = decoders['GET /api/me'];
const decodePayments = decoders['GET /api/payment-methods'];
const decodeTransactions = decoders['GET /api/transaction-history'];

describe('the response schemas (superstruct)', () => {
  it('refuse a number that is none (NaN), a fraction where KP are whole, a flag sent as 0', () => {
    for (const odd of [{ credit: Number.NaN }, { debtCredit: 0.5 }, { mfaEnabled: 0 }]) {
      expect(decodeError(() => decodeUser({ ...sampleUser, ...odd })).kind).toBe('decode');
    }
  });

  it('bound the rates: an e-wallet whose rate is not above 0 is left out, and so is a bonus row below 0', () => {
    const [wallet] = paymentMethods.eWallets;
    const stop = onSkippedItems(() => {});
    const decoded = decodePayments({
      ...paymentMethods,
      eWallets: [
        { ...wallet, name: 'zero', exchangeRate: 0 },
        {
          ...wallet,
          name: 'small',
          exchangeRate: 0.001,
          bonuses: [
            { cashValue: 1, bonusRate: -0.1 },
            { cashValue: 2, bonusRate: 0 },
          ],
        },
      ],
    });
    stop();
    expect(decoded.eWallets.map(({ code, bonuses }) => ({ code, bonuses }))).toEqual([
      { code: 'small', bonuses: [{ cashValue: 2, bonusRate: 0 }] },
    ]);
  });

  it('bound the money numbers and the rates: a balance past 2^53 or a rate of 1e308 is never shown', () => {
    expect(decodeError(() => decodeUser({ ...sampleUser, credit: 1e300 })).kind).toBe('decode');
    const [wallet] = paymentMethods.eWallets;
    const stop = onSkippedItems(() => {});
    const decoded = decodePayments({
      ...paymentMethods,
      eWallets: [
        { ...wallet, name: 'huge', exchangeRate: 1e308 },
        { ...wallet, name: 'bonus', bonuses: [{ cashValue: 100000, bonusRate: 1e308 }] },
        { ...wallet, name: 'largest', exchangeRate: largestRate },
      ],
    });
    stop();
    expect(
      decoded.eWallets.map(({ code, bonuses }) => ({ code, bonuses: bonuses.length })),
    ).toEqual([
      { code: 'bonus', bonuses: 0 },
      { code: 'largest', bonuses: 1 },
    ]);
  });

  it('make a history or a gift list whose every item is left out a bad answer, not an empty list', () => {
    const skipped: string[] = [];
    const stop = onSkippedItems((error) => skipped.push(error.list));
    const broken = { ...transaction, value: 'một trăm' };
    expect(decodeError(() => decodeTransactions([broken, broken])).kind).toBe('decode');
    expect(decodeError(() => decoders['GET /api/giftpaysys']([{ id: 1 }])).kind).toBe('decode');
    expect(decodeTransactions([broken, transaction])).toHaveLength(1);
    expect(decodeTransactions([])).toEqual([]);
    stop();
    expect(skipped).toEqual(['GET /api/transaction-history']);
  });

  it('decode into a copy: the body is unchanged, other keys pass through, a missing optional key stays missing', () => {
    const body = [{ ...transaction, status: 'success', note: 'extra' }];
    const copy = structuredClone(body);
    const [decoded] = decodeTransactions(body);
    expect(body).toEqual(copy);
    expect(decoded).toMatchObject({ status: 'succeeded', note: 'extra' });
    expect(decoded?.payload && 'errorNote' in decoded.payload).toBe(false);
  });

  it('decode related transactions as deep as they go, each status in house words', () => {
    const related = { ...transaction, id: 8, status: 'canceled' };
    const [decoded] = decodeTransactions([
      { ...transaction, relatedTransactions: [{ ...related, relatedTransactions: [related] }] },
    ]);
    expect(decoded?.relatedTransactions[0]?.status).toBe('cancelled');
    expect(decoded?.relatedTransactions[0]?.relatedTransactions[0]?.status).toBe('cancelled');
  });

  it("name where a body does not fit, from superstruct's StructError path", () => {
    const error = decodeError(() =>
      decoders['POST /api/recharge/card']({ data: { message: 'Đang xử lý', transactionId: '7' } }),
    );
    expect(error.kind).toBe('decode');
    expect(error.message).toMatch(/StructError: At path: data\.transactionId -- Expected a number/);
  });

  it('answer odd values (a Map, an object without prototype where a number is due) with a decode failure, never a throw of its own', () => {
    for (const odd of [
      new Map(),
      new Set(),
      new Uint8Array(2),
      1n,
      () => 1,
      { ...sampleUser, credit: Object.create(null) as unknown },
    ]) {
      expect(decodeError(() => decodeUser(odd)).kind).toBe('decode');
    }
  });
});
