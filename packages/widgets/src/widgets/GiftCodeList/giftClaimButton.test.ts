import { describe, expect, it } from 'vitest';
import type { GiftCode } from '../../api';
import { claimButtonOf } from './giftClaimButton';

const gift = (patch: Partial<GiftCode> = {}): GiftCode => ({
  id: 1,
  description: 'Quà chia sẻ',
  shareRequired: true,
  giftCode: null,
  giftState: false,
  userReceiveAt: null,
  ...patch,
});
const free = { claiming: null, held: false };

describe('claimButtonOf', () => {
  it('gives a claimed gift no button', () => {
    expect(claimButtonOf(gift({ giftState: true }), free)).toBeNull();
  });

  it('claims a share-gated gift by sharing, any other at once', () => {
    expect(claimButtonOf(gift(), free)?.way).toBe('share');
    expect(claimButtonOf(gift({ shareRequired: false }), free)?.way).toBe('autoKey');
  });

  it('spins on the gift being claimed, and makes every other button inert meanwhile', () => {
    expect(claimButtonOf(gift(), { claiming: 1, held: false })).toMatchObject({
      loading: true,
      inert: false,
    });
    expect(claimButtonOf(gift({ id: 2 }), { claiming: 1, held: false })).toMatchObject({
      loading: false,
      inert: true,
    });
  });

  it("holds every button while a 429's wait lasts", () => {
    expect(claimButtonOf(gift(), { claiming: null, held: true })).toEqual({
      way: 'share',
      loading: false,
      inert: true,
      held: true,
    });
  });

  it('leaves every button free when nothing is under way', () => {
    expect(claimButtonOf(gift(), free)).toEqual({
      way: 'share',
      loading: false,
      inert: false,
      held: false,
    });
  });
});
