import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { useTranslate } from '../../provider';
import { AnotherPlayerNotice } from '../shared/AnotherPlayerNotice';
import {
  LoadFailure,
  LoadingStatus,
  renderAnchor,
  type HeadingLevel,
  type LinkRenderer,
} from '../shared';
import { CardPanel } from './CardPanel';
import type { CardSettled } from './cardOutcome';
import { MethodTiles } from './MethodTiles';
import { methodTitleKeys } from './usePaymentMethodTitle';
import styles from './TopupPanel.module.css';
import { TransferPanel } from './TransferPanel';
import { useTopupPanel, type PaymentMethodKind, type TopupView } from './useTopupPanel';
import { payment } from '../../i18n/vi-VN/payment';

/** Props of {@link TopupPanel}. */
export interface TopupPanelProps {
  /** The chosen method, controlled by the host (the portal keeps it in the URL); null for none chosen yet. */
  method?: PaymentMethodKind | null;
  /** The method chosen first when the panel keeps the choice itself. */
  defaultMethod?: PaymentMethodKind | null;
  /** Called when the player picks a tile (with buttons, i.e. without `methodPaths`). */
  onMethodChange?: (method: PaymentMethodKind) => void;
  /** With these, the tiles are links to the host's routes (rendered by `renderLink`) instead of buttons. */
  methodPaths?: Readonly<Record<PaymentMethodKind, string>>;
  /** Renders links the host's way (a router `<Link>`); a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Called once a card sent from this panel settles or fails, with its transaction id. */
  onCardSettled?: (settled: CardSettled) => void;
  /** The level of the chosen method's heading ('Thẻ cào', 'Ví điện tử'...); 2 by default, under the page's h1. */
  headingLevel?: Exclude<HeadingLevel, 4>;
}

/** Top-up: the method tiles of `GET /api/payment-methods` and the chosen method's panel (card, e-wallet or bank). */
export function TopupPanel({
  method,
  defaultMethod,
  onMethodChange,
  methodPaths,
  renderLink = renderAnchor,
  onCardSettled,
  headingLevel = 2,
}: TopupPanelProps) {
  const t = useTranslate(payment);
  const { view, choose } = useTopupPanel({ method, defaultMethod, onMethodChange });
  const Heading = `h${headingLevel}` as const;
  // Each e-wallet or bank is headed one level below the method.
  const methodLevel = (headingLevel + 1) as HeadingLevel;

  function panel(ready: Extract<TopupView, { status: 'ready' }>) {
    switch (ready.selected) {
      case null:
        return <p className={styles.muted}>{t('payment.methods.choose')}</p>;
      case 'card':
        return <CardPanel cards={ready.methods.cards} onSettled={onCardSettled} />;
      case 'e-wallet':
        return <TransferPanel methods={ready.methods.eWallets} headingLevel={methodLevel} />;
      case 'bank-transfer':
        return <TransferPanel methods={ready.methods.bankTransfers} headingLevel={methodLevel} />;
      default:
        return ready.selected satisfies never;
    }
  }

  switch (view.status) {
    case 'loading':
      return <LoadingStatus label={t('payment.methods.loading')} />;
    case 'failed':
      return (
        <LoadFailure title={t('payment.methods.failed')} error={view.error} onRetry={view.retry} />
      );
    case 'empty':
      return <p className={styles.muted}>{t('payment.methods.empty')}</p>;
    case 'ready':
      return (
        <div className={clsx(layout.reset, styles.panel)}>
          <AnotherPlayerNotice />
          <MethodTiles
            tiles={view.tiles}
            selected={view.selected}
            onChoose={choose}
            paths={methodPaths}
            renderLink={renderLink}
          />
          <div className={styles.body}>
            {view.selected && (
              <Heading className={styles.panelTitle}>{t(methodTitleKeys[view.selected])}</Heading>
            )}
            {panel(view)}
          </div>
        </div>
      );
    default:
      return view satisfies never;
  }
}
