import { Alert } from '../../ui';
import { ActionAlert } from './ActionAlert';
import type { MoneyWriteState } from './useMoneyWrite';

/** What a money write's outcome says, in the widget's own words. */
export interface MoneyWriteOutcomeTexts {
  checking: string;
  notTaken: string;
  /** Looked up, not found, and the server may still be at work. */
  unconfirmed: string;
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
}

/**
 * What is known of a money write whose answer was lost or broken: being looked up, not done (the player may send it
 * again), or still unknown after the look, with 'Kiểm tra lại' before the player decides to send it again. Nothing in
 * the other states (the widget shows its success and refusals itself).
 */
export function MoneyWriteOutcome({ state, texts, onCheckAgain }: MoneyWriteOutcomeProps) {
  switch (state.status) {
    case 'checking':
      return <Alert tone="info">{texts.checking}</Alert>;
    case 'notTaken':
      return (
        <Alert tone="warning" live="assertive">
          {texts.notTaken}
        </Alert>
      );
    case 'unconfirmed':
      return (
        <ActionAlert
          tone="warning"
          live="assertive"
          actionLabel={texts.checkAgain}
          onAction={onCheckAgain}
        >
          {state.read ? texts.unconfirmed : texts.checkFailed}
        </ActionAlert>
      );
    default:
      return null;
  }
}
