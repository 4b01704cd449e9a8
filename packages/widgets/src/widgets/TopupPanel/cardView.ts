import type { CardTopup, CardTopupRequest } from '../../api';
import type { ActionState } from '../shared';
import type { CardSettlement } from './cardOutcome';
import type { CardField, CardFieldErrors } from './cardValidation';

/** A card's verdict in the history: succeeded (with its value), failed or cancelled (with the provider's note). */
export type CardVerdict = Exclude<CardSettlement, { status: 'pending' }>;

/**
 * Where a card top-up stands: the write's own states (`processing` while it is sent, `succeeded` once the server took
 * it, `failed` when it refused it), then the card followed in the history to its verdict, or its outcome checked
 * after a lost answer. Each member carries what its screen needs.
 */
export type CardView =
  | ActionState<CardTopup>
  /** Nothing was sent: the fields' messages, and the first wrong field (it takes focus). */
  | { status: 'invalid'; message: string; errors: CardFieldErrors; first: CardField }
  | { status: 'following'; message: string }
  | { status: 'stillPending'; transactionId: number }
  | { status: 'settled'; verdict: CardVerdict }
  | { status: 'checking' }
  | { status: 'notFound' }
  | { status: 'unconfirmed'; card: CardTopupRequest }
  | { status: 'checkFailed'; card: CardTopupRequest };

/** The states a card adds to its write's. */
export type CardFlowState = Exclude<CardView, ActionState<CardTopup>>;

/** What a view allows. */
export interface CardViewTraits {
  /** A request or a look is under way: the button shows progress and a submit sends nothing. */
  busy: boolean;
  /**
   * A submit sends the form. After a card's outcome, a held Enter or a second click sends nothing until a field
   * changes (which clears the message back to idle).
   */
  sendable: boolean;
  /** A field change clears it: a message about a card already answered. */
  clearedByEdit: boolean;
}

const at = (busy: boolean, sendable: boolean, clearedByEdit: boolean): CardViewTraits => ({
  busy,
  sendable,
  clearedByEdit,
});

/** The traits of a view; a new member of {@link CardView} does not compile until it is placed here. */
export function traitsOf(view: CardView): CardViewTraits {
  switch (view.status) {
    case 'idle':
      return at(false, true, false);
    case 'invalid':
    case 'failed':
    case 'notFound':
    case 'unconfirmed':
      return at(false, true, true);
    case 'processing':
    case 'succeeded':
    case 'following':
    case 'checking':
      return at(true, false, false);
    case 'stillPending':
    case 'settled':
      return at(false, false, true);
    // The history could not be read after a lost answer: only 'Kiểm tra lại' moves on (the PIN is kept).
    case 'checkFailed':
      return at(false, false, false);
    default:
      return view satisfies never;
  }
}

/**
 * What the result area shows, as a key that changes with each new outcome (the view's status), brought to the player
 * as it settles; null while nothing was answered (nothing sent yet, being sent, or refused before sending: the first
 * wrong field takes focus then).
 */
export function outcomeOf(view: CardView): string | null {
  return view.status === 'idle' || view.status === 'processing' || view.status === 'invalid'
    ? null
    : view.status;
}
