import type { CardTopupRequest } from '../../api';
import { formatVnd } from '../../i18n';
import { useTranslate } from '../../provider';
import { Alert, Spinner } from '../../ui';
import { refusalText } from './cardOutcome';
import type { CardVerdict, CardView } from './cardView';
import styles from './TopupPanel.module.css';
import { ActionAlert } from '../shared/ActionAlert';
import { payment } from '../../i18n/vi-VN/payment';

/** Props of {@link CardResult}. */
interface CardResultProps {
  view: CardView;
  onFollowAgain: (transactionId: number) => void;
  onCheckAgain: (card: CardTopupRequest) => void;
}

/** A card sent and not settled yet: progress, what was taken, and that nothing needs sending again. */
function Following({ message }: { message: string }) {
  const t = useTranslate(payment);
  return (
    <Alert tone="info" live="off" title={t('payment.card.pending')}>
      <span className={styles.progress}>
        <Spinner size="small" decorative />
        <progress className={styles.progressBar} aria-label={t('payment.card.pending')} />
      </span>
      <span className={styles.block}>{message}</span>
      <span className={styles.block}>{t('payment.card.pendingHint')}</span>
    </Alert>
  );
}

/** A card's verdict in the history: the value it added, or why it failed or was cancelled. */
function Verdict({ verdict }: { verdict: CardVerdict }) {
  const t = useTranslate(payment);
  switch (verdict.status) {
    case 'succeeded':
      return (
        <Alert tone="success" live="off" title={t('payment.card.succeeded')}>
          {t('payment.card.succeededDetail', {
            value: formatVnd(t, verdict.value),
          })}
        </Alert>
      );
    case 'failed':
    case 'cancelled':
      return (
        <Alert tone="error" live="assertive" title={t(`payment.card.${verdict.status}`)}>
          {verdict.note ?? undefined}
        </Alert>
      );
    default:
      return verdict satisfies never;
  }
}

/**
 * The result area of the card form: pending with progress, the settlement, a refusal, or an outcome being checked.
 * It sits in the form's OutcomeArea, which announces its polite messages; refusals are alerts of their own.
 */
export function CardResult({ view, onFollowAgain, onCheckAgain }: CardResultProps) {
  const t = useTranslate(payment);
  switch (view.status) {
    case 'idle':
    case 'processing':
      return null;
    case 'invalid':
      return (
        <Alert tone="error" live="assertive">
          {view.message}
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" live="assertive">
          {refusalText(view.error, t)}
        </Alert>
      );
    // The server took the card: it is followed from then on, in the catalogue's words (never the answer's).
    case 'succeeded':
      return <Following message={t('payment.card.accepted', { id: view.result.transactionId })} />;
    case 'following':
      return <Following message={view.message} />;
    case 'stillPending':
      return (
        <ActionAlert
          tone="info"
          live="off"
          title={t('payment.card.pending')}
          actionLabel={t('payment.card.checkAgain')}
          onAction={() => onFollowAgain(view.transactionId)}
        >
          {t('payment.card.stillPending')}
        </ActionAlert>
      );
    case 'settled':
      return <Verdict verdict={view.verdict} />;
    case 'checking':
      return (
        <Alert tone="warning" live="off">
          <span className={styles.progress}>
            <Spinner size="small" decorative />
            {t('payment.card.checking')}
          </span>
        </Alert>
      );
    case 'notFound':
      // The player must act (send the card again): announced at once, like a refusal.
      return (
        <Alert tone="warning" live="assertive">
          {t('payment.card.notFound')}
        </Alert>
      );
    case 'unconfirmed':
      // The answer was lost and the history does not show the card yet: the player may look again or send it again.
      return (
        <ActionAlert
          tone="warning"
          live="assertive"
          title={t('payment.card.unconfirmed')}
          actionLabel={t('payment.card.checkAgain')}
          onAction={() => onCheckAgain(view.card)}
        >
          {t('payment.card.unconfirmedHint')}
        </ActionAlert>
      );
    case 'checkFailed':
      return (
        <ActionAlert
          tone="error"
          live="assertive"
          title={t('payment.card.checkFailed')}
          actionLabel={t('payment.card.checkAgain')}
          onAction={() => onCheckAgain(view.card)}
        >
          {t('api.error.outcomeUnknown')}
        </ActionAlert>
      );
    default:
      return view satisfies never;
  }
}
