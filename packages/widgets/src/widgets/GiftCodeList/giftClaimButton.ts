import type { GiftCode } from '../../api';

/** How a gift is claimed: by sharing the page first, or at once (the auto-key reward). */
export type ClaimWay = 'share' | 'autoKey';

/** A gift's claim button: which way it claims, and whether it spins, is inert, or says how long to wait. */
export interface ClaimButton {
  way: ClaimWay;
  /** This gift's claim is under way. */
  loading: boolean;
  /** Pressing does nothing: another gift's claim is under way, or a 429's wait lasts. */
  inert: boolean;
  /** A 429's wait lasts: the button's text is the wait ('Thử lại sau N giây'), and it has no name of its own. */
  held: boolean;
}

/** What the list knows when it draws a button: the gift being claimed (if any) and whether a 429's wait lasts. */
export interface ClaimContext {
  claiming: number | null;
  held: boolean;
}

/** The claim button of `gift`, or null for a gift already claimed (its row says when). */
export function claimButtonOf(
  gift: GiftCode,
  { claiming, held }: ClaimContext,
): ClaimButton | null {
  if (gift.giftState) return null;
  const loading = claiming === gift.id;
  return {
    way: gift.shareRequired ? 'share' : 'autoKey',
    loading,
    inert: held || (claiming !== null && !loading),
    held,
  };
}
