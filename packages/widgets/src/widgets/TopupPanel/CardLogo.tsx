import type { Card } from '../../api';
import { useTranslate } from '../../provider';
import { logoSource } from './logoSource';
import styles from './TopupPanel.module.css';

/** A carrier's logo from the API (see logoSource), or its name as text when the logo's address is not allowed. */
export function CardLogo({ card, apiBase }: { card: Card; apiBase: string }) {
  const t = useTranslate();
  const name = t('payment.card.providerLogo', { name: card.name });
  const src = logoSource(card.imageUrl, apiBase);
  if (src === null) return <span className={styles.logoName}>{name}</span>;
  return <img src={src} alt={name} width={120} height={48} />;
}
