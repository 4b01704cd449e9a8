import { Alert } from '../../ui';
import { ActionAlert } from './ActionAlert';
import type { MoneyWriteState } from './useMoneyWrite';

/** What a money write's outcome says, in the widget's own words. */
export interface MoneyWriteOutcomeTexts {
  checking: string;
  notTaken: string;
  /** Looked up, not found, and the server may still be at work: the same decision may go again, paid once. */
  unconfirmed: string;
  /** The label of the button that sends the same decision again, with its key. */
  resend: string;
  /** The same decision is being sent again: its outcome is still unknown. */
  resending: string;
  /** Nothing could be read. */
  checkFailed: string;
  /** The label of the button that looks again. */
  checkAgain: string;
}

/** Props of {@link MoneyWriteOutcome}. */
export interface MoneyWriteOutcomeProps {
  state: MoneyWriteState<unknown>;
  texts: MoneyWriteOutcomeTexts;
  onCheckAgain: () => void;
  onResend: () => void;
}

/**
 * What is known of a money write whose answer was lost or broken: being looked up, not done (the player may send it
 * again), still unknown after a look that found nothing (the same decision may go again with its key, never a new
 * one), being sent again, or unread ('Kiểm tra lại'). Nothing in the other states (the widget shows its success and
 * refusals itself). It sits in the widget's OutcomeArea, which announces its polite messages; those the player
 * must act on are alerts of their own.
 */
export function MoneyWriteOutcome({
  state,
  texts,
  onCheckAgain,
  onResend,
}: MoneyWriteOutcomeProps) {
  switch (state.status) {
    case 'checking':
      return (
        <Alert tone="info" live="off">
          {texts.checking}
        </Alert>
      );
    case 'notTaken':
      return (
        <Alert tone="warning" live="assertive">
          {texts.notTaken}
        </Alert>
      );
    case 'unconfirmed':
      return state.read ? (
        <ActionAlert tone="warning" live="assertive" actionLabel={texts.resend} onAction={onResend}>
          {texts.unconfirmed}
        </ActionAlert>
      ) : (
        <ActionAlert
          tone="warning"
          live="assertive"
          actionLabel={texts.checkAgain}
          onAction={onCheckAgain}
        >
          {texts.checkFailed}
        </ActionAlert>
      );
    case 'resending':
      return (
        <Alert tone="info" live="off">
          {texts.resending}
        </Alert>
      );
    default:
      return null;
  }
}
