import { clsx } from 'clsx';
import { useTranslate } from '../../provider';
import type { LinkRenderer } from '../shared';
import styles from './TopupPanel.module.css';
import type { MethodTile, PaymentMethodKind } from './useTopupPanel';
import { payment } from '../../i18n/vi-VN/payment';

const keys = {
  'bank-transfer': 'payment.method.bank',
  'e-wallet': 'payment.method.eWallet',
  card: 'payment.method.card',
} as const;

/** Props of {@link MethodTiles}. */
export interface MethodTilesProps {
  tiles: readonly MethodTile[];
  selected: PaymentMethodKind | null;
  onChoose: (kind: PaymentMethodKind) => void;
  /** With paths, the tiles are the host's links (the URL holds the choice); without, pressed buttons. */
  paths?: Readonly<Record<PaymentMethodKind, string>> | undefined;
  renderLink: LinkRenderer;
}

/** The method tiles: name, count and helper text; the chosen one marked as the current page or pressed. */
export function MethodTiles({ tiles, selected, onChoose, paths, renderLink }: MethodTilesProps) {
  const t = useTranslate(payment);
  return (
    <nav aria-label={t('payment.methods.label')}>
      <ul className={styles.tiles}>
        {tiles.map(({ kind, count }) => {
          const key = keys[kind];
          const content = (
            <>
              <span className={styles.tileName}>{t(key)}</span>
              <span className={styles.tileCount}>{t(`${key}.count`, { count })}</span>
              <span className={styles.tileHelper}>{t(`${key}.helper`)}</span>
            </>
          );
          const className = clsx(styles.tile, kind === selected && styles.tileSelected);
          return (
            <li key={kind}>
              {paths ? (
                renderLink({
                  to: paths[kind],
                  children: content,
                  className,
                  'aria-current': kind === selected ? 'page' : undefined,
                })
              ) : (
                <button
                  type="button"
                  className={className}
                  aria-pressed={kind === selected}
                  onClick={() => onChoose(kind)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
