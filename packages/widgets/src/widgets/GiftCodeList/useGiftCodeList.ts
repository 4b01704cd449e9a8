import { useCallback, useRef, useState } from 'react';
import type { GiftCode } from '../../api';
import {
  errorText,
  useClaimGift,
  useGiftCodes,
  useReportError,
  useShare,
  useTranslate,
} from '../../provider';
import { useSingleFlight, useSubmitHold } from '../shared';
import { giftCodes } from '../../i18n/vi-VN/giftCodes';

/** The auto-key claim sends this id. */
export const autoKeyRewardType = 9999;

/** The answer to the last claim: the server's message, or why it failed. */
export type ClaimMessage = { tone: 'success' | 'error'; text: string } | null;

/** Options of {@link useGiftCodeList}. */
export interface UseGiftCodeListOptions {
  /** The page a share-gated gift asks the player to share. */
  shareUrl: string;
}

/**
 * The gift codes and their claims: a share-gated gift opens the share dialog and is claimed only if
 * it returns without an error; the auto-key gift is claimed with 9999. The list is refetched after a
 * claim, so a new code shows at once. A 429 holds every claim for the wait it names ('Thử lại sau N giây').
 */
export function useGiftCodeList({ shareUrl }: UseGiftCodeListOptions) {
  const t = useTranslate(giftCodes);
  const codes = useGiftCodes();
  const claimGift = useClaimGift();
  const share = useShare('GiftCodeList');
  const [claiming, setClaiming] = useState<number | null>(null);
  const [message, setMessage] = useState<ClaimMessage>(null);
  const hold = useSubmitHold();
  const reportError = useReportError('GiftCodeList');
  // Synchronous: two clicks in one task (before React renders 'claiming') start one claim.
  const single = useSingleFlight();
  // Gifts claimed here: a claim done is not sent again before the refetched list shows it claimed.
  const claimed = useRef(new Set<number>());

  const claim = useCallback(
    async (gift: GiftCode, rewardType: number) => {
      setClaiming(gift.id);
      try {
        const answer = await claimGift(rewardType);
        claimed.current.add(gift.id);
        setMessage({ tone: 'success', text: answer.message });
      } catch (error) {
        reportError(error, 'submit');
        setMessage({ tone: 'error', text: errorText(error, t) });
        hold.holdAfter(error);
      } finally {
        setClaiming(null);
      }
    },
    [claimGift, t, hold, reportError],
  );

  /** Runs one claim (or share then claim) at a time, none while a 429's wait lasts. */
  const alone = useCallback(
    async (gift: GiftCode, task: () => Promise<void>) => {
      if (hold.onHold || claimed.current.has(gift.id)) return;
      await single.alone(async () => {
        setMessage(null);
        await task();
      });
    },
    [hold.onHold, single],
  );

  const claimByShare = useCallback(
    (gift: GiftCode) =>
      alone(gift, async () => {
        setClaiming(gift.id);
        const shared = await share.share({ url: shareUrl, quote: gift.description });
        if (shared.status === 'failed') {
          setClaiming(null);
          setMessage({ tone: 'error', text: t('history.gifts.shareFailed') });
          return;
        }
        await claim(gift, gift.id);
      }),
    [alone, share, shareUrl, claim, t],
  );

  /** Loads the share dialog's script ahead of a likely click (pointer or focus on the button). */
  const prepareShare = useCallback(() => {
    void share.prepare?.().catch(() => {});
  }, [share]);

  return {
    codes,
    message,
    claiming,
    /** 'Thử lại sau N giây' while a 429's wait lasts: every claim button says it and is inert. */
    waitingText: hold.waitingText,
    claimByShare,
    claimAutoKey: (gift: GiftCode) => alone(gift, () => claim(gift, autoKeyRewardType)),
    prepareShare,
  };
}
