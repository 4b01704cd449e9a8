import { useCallback, useRef, useState } from 'react';
import { ApiError, isApiError, isOutcomeUnknown, type GiftCode } from '../../api';
import {
  errorText,
  useClaimGift,
  useGiftCodes,
  useReadGiftCodes,
  useRefetchGiftCodes,
  useShare,
  useTranslate,
} from '../../provider';
import { giftCodes } from '../../i18n/vi-VN/giftCodes';
import {
  refusedByTheApi,
  useAction,
  usePayerCheck,
  sentNothing,
  useDecision,
  type ActionState,
} from '../shared';
import { claimButtonOf } from './giftClaimButton';

/** The auto-key claim sends this id. */
export const autoKeyRewardType = 9999;

/** The answer to the last claim: the server's message, or why it failed. */
export type ClaimMessage = { tone: 'success' | 'error'; text: string } | null;

/** Options of {@link useGiftCodeList}. */
export interface UseGiftCodeListOptions {
  /** The page a share-gated gift asks the player to share; the share service's own page when left out. */
  shareUrl?: string | undefined;
}

/** A claim asked for: the gift, and whether the page is shared first. */
interface Claim {
  gift: GiftCode;
  byShare: boolean;
}

/** The same gift claimed the same way is one decision: claimed again, it keeps its idempotency key. */
const sameClaim = (last: Claim, next: Claim) =>
  last.gift.id === next.gift.id && last.byShare === next.byShare;

/** What a claim came to: the server's message, or a share that did not happen (nothing was sent). */
type ClaimOutcome = { claimed: true; message: string } | { claimed: false };

/** A claim's failure as an unknown outcome: the lost answer's words ('Chưa rõ…'), whatever the failure was. */
function outcomeUnknownOf(error: unknown): unknown {
  if (isOutcomeUnknown(error)) return error;
  return new ApiError({
    kind: 'outcomeUnknown',
    statusCode: 0,
    message: `${isApiError(error) ? error.message : String(error)} (the gift list could not be read after it)`,
    messageKey: 'api.error.outcomeUnknown',
  });
}

/**
 * A claim's words, the catalogue's whether the answer said it or the list showed it: with the code when one is known
 * (the answer's message is not shown: the portal words its own outcomes).
 */
function claimedText(code: string | null | undefined, t: ReturnType<typeof useTranslate>) {
  return code ? t('history.gifts.claimed', { code }) : t('history.gifts.found');
}

function messageOf(state: ActionState<ClaimOutcome>, t: ReturnType<typeof useTranslate>) {
  switch (state.status) {
    case 'idle':
    case 'processing':
      return null;
    case 'succeeded':
      return state.result.claimed
        ? { tone: 'success' as const, text: state.result.message }
        : { tone: 'error' as const, text: t('history.gifts.shareFailed') };
    case 'failed':
      return { tone: 'error' as const, text: errorText(state.error, t) };
    default:
      return state satisfies never;
  }
}

/**
 * The gift codes and their claims ({@link useAction}: one at a time, a 429 holds every claim for the wait it names,
 * failures reach `onError`): a share-gated gift opens the share dialog and is claimed only if it returns without an
 * error; the auto-key gift is claimed with 9999. The list is refetched after a claim, so a new code shows at once,
 * and after a claim refused or unanswered: a refused one may have been claimed elsewhere, and after a lost or broken
 * answer the list says whether the server did it (then the claim counts as done, and its code is in its row).
 */
export function useGiftCodeList({ shareUrl }: UseGiftCodeListOptions = {}) {
  const t = useTranslate(giftCodes);
  const codes = useGiftCodes();
  const claimGift = useClaimGift();
  const refetchCodes = useRefetchGiftCodes();
  const readCodes = useReadGiftCodes();
  const share = useShare('GiftCodeList');
  const [claimingId, setClaimingId] = useState<number | null>(null);
  // Gifts claimed here: a claim done is not sent again before the refetched list shows it claimed.
  const claimed = useRef(new Set<number>());
  const decisions = useDecision(sameClaim);
  const payer = usePayerCheck('GiftCodeList');
  // The claim pressed is one whose outcome is unknown already (pressed again).
  const reopened = useRef(false);
  const action = useAction<Claim, ClaimOutcome>({
    caller: 'GiftCodeList',
    send: async (claim) => {
      reopened.current = decisions.isOpen(claim);
      const { gift, byShare } = claim;
      if (byShare) {
        const request = { quote: gift.description, ...(shareUrl ? { url: shareUrl } : {}) };
        const shared = await share.share(request);
        if (shared.status === 'failed') return { claimed: false };
      }
      await payer.check();
      const answer = await claimGift(byShare ? gift.id : autoKeyRewardType, decisions.of(claim));
      decisions.settle();
      claimed.current.add(gift.id);
      return {
        claimed: true,
        message: claimedText(answer.giftcode, t),
      };
    },
    // Refused (422, 409): the gift may have been claimed elsewhere; its row shows what the server has now.
    onFailed: (error) => {
      if (!sentNothing(error)) decisions.settle();
      if (isApiError(error) && (error.statusCode === 422 || error.statusCode === 409))
        void refetchCodes();
    },
    // Anything but the API's own refusal may have given the gift (a 5xx after it wrote): the list is read.
    // Nothing sent (the payer's read failed) is a known outcome, unless this claim's was already unknown.
    leavesOutcomeOpen: (error) => (sentNothing(error) ? reopened.current : !refusedByTheApi(error)),
    onOutcomeUnknown: async (error, { gift }, { setState }) => {
      const listed = await readCodes().catch(() => null);
      const now = listed?.find((item) => item.id === gift.id);
      if (now?.giftState) {
        decisions.settle();
        claimed.current.add(gift.id);
        setState({
          status: 'succeeded',
          result: { claimed: true, message: claimedText(now.giftCode, t) },
        });
        return;
      }
      // Not in the list, or the list could not be read: nothing is known of the claim, whatever the answer was (found
      // by the chaos run: a broken answer, then a read that timed out, said the claim had failed, and the server had
      // done it; a 504 while the API goes on may give it after the read). It says so, and the claim keeps its key for
      // the next press: the server gives it once, or answers with what it did.
      setState({ status: 'failed', error: outcomeUnknownOf(error) });
    },
  });
  const { state, inFlight, onHold } = action;

  /** Runs one claim (or share then claim) at a time, none while a 429's wait lasts. */
  const claim = (gift: GiftCode, byShare: boolean) => {
    if (inFlight() || onHold || claimed.current.has(gift.id)) return Promise.resolve();
    setClaimingId(gift.id);
    return action.run({ gift, byShare });
  };

  /** Loads the share dialog's script ahead of a likely click (pointer or focus on the button). */
  const prepareShare = useCallback(() => {
    void share.prepare?.().catch(() => {});
  }, [share]);

  const claiming = state.status === 'processing' ? claimingId : null;
  return {
    codes,
    message: messageOf(state, t),
    /** What the claim came to, as a key that changes with each new answer (its status); null while none shows. */
    outcome: state.status === 'idle' || state.status === 'processing' ? null : state.status,
    claiming,
    /** 'Thử lại sau N giây' while a 429's wait lasts: every claim button says it and is inert. */
    waitingText: action.waitingText,
    /** The claim button of a gift (null once claimed): its way, and whether it spins, is inert or waits. */
    buttonOf: (gift: GiftCode) => claimButtonOf(gift, { claiming, held: onHold }),
    claimByShare: (gift: GiftCode) => claim(gift, true),
    claimAutoKey: (gift: GiftCode) => claim(gift, false),
    prepareShare,
  };
}
