import { describe, expect, it } from 'vitest';
import { decoders } from './testing/contract';
import { transactionStatusOf } from './schemas';

const row = (status: unknown) => ({
  id: 7,
  type: 'topup.card',
  value: 50_000,
  realValue: 0,
  currency: 'VND',
  status,
  updatedAt: '2026-11-22T07:05:00Z',
  payload: null,
  relatedTransactions: [],
});

describe("a transaction's status, decoded at the edge", () => {
  it.each([
    ['pending', 'pending'],
    ['success', 'succeeded'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['reviewing', 'unknown'],
    ['SUCCESS', 'unknown'],
    ['', 'unknown'],
  ])('reads the wire\'s "%s" as %s', (wire, status) => {
    expect(transactionStatusOf(wire)).toBe(status);
    const [decoded] = decoders['GET /api/transaction-history'](
      [row(wire)].map((entry) => ({ ...entry, relatedTransactions: [row(wire)] })),
    );
    expect(decoded?.status).toBe(status);
    expect(decoded?.relatedTransactions[0]?.status).toBe(status);
  });

  it('never lets a string of the server through: an unknown status is the union member unknown', () => {
    const decoded = decoders['GET /api/transaction-history']([row('on-hold')]);
    expect(decoded).toHaveLength(1);
    expect(decoded[0]?.status).toBe('unknown');
  });

  it('leaves out a row whose status is not a string, as any other broken row', () => {
    expect(decoders['GET /api/transaction-history']([row(3), row('success')])).toHaveLength(1);
  });
});
