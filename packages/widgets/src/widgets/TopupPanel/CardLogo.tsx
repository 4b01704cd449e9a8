import type { Card } from '../../api';
import { payment } from '../../i18n/vi-VN/payment';
import { useTranslate } from '../../provider';
import { logoSource } from './logoSource';
import styles from './TopupPanel.module.css';

/**
 * A carrier's logo from the API (see logoSource), or its name as text when the logo's address is not
 * allowed: a long name ends in an ellipsis after three lines, whole in the radio's name and the title.
 */
export function CardLogo({ card, apiBase }: { card: Card; apiBase: string }) {
  const t = useTranslate(payment);
  const name = t('payment.card.providerLogo', { name: card.name });
  const src = logoSource(card.imageUrl, apiBase);
  if (src === null)
    return (
      <span className={styles.logoName} title={name}>
        <span className={styles.logoNameText}>{name}</span>
      </span>
    );
  return <img src={src} alt={name} width={120} height={48} />;
}
