import { describe, expect, it } from 'vitest';
import { canRecharge, isAffordable } from './affordability';

describe('isAffordable', () => {
  it.each([
    [100, 1500, true],
    [1500, 1500, true],
    [1501, 1500, false],
    [100, 0, false],
  ])('%s KP with a credit of %s: %s', (credit, balance, affordable) => {
    expect(isAffordable({ credit, coinsReceived: 1 }, balance)).toBe(affordable);
  });
});

describe('canRecharge', () => {
  const ready = { credit: 1500, amount: 100, zoneId: '1', processing: false };

  it('is true with an amount the credit covers, a server and no request running', () => {
    expect(canRecharge(ready)).toBe(true);
  });

  it('is true with an amount equal to the credit', () => {
    expect(canRecharge({ ...ready, credit: 100 })).toBe(true);
  });

  it.each([
    ['no credit', { credit: 0 }],
    [
      'an amount the credit no longer covers (the balance fell since it was chosen)',
      { credit: 99 },
    ],
    ['no amount', { amount: null }],
    ['no server', { zoneId: '' }],
    ['a request running', { processing: true }],
  ])('is false with %s', (_name, patch) => {
    expect(canRecharge({ ...ready, ...patch })).toBe(false);
  });
});
