import { clsx } from 'clsx';
import { useAppText } from '../i18n/useAppText';
import styles from './Logo.module.css';

/** The game's mark and the portal's name (`nameClassName`: how a layout shows the name, e.g. hidden on a phone). */
export function Logo({ nameClassName }: { nameClassName?: string }) {
  const t = useAppText();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" className={styles.tile} />
        <path d="M9 24 16 6l7 18h-4l-3-8-3 8z" className={styles.blade} />
      </svg>
      <span className={clsx(styles.name, nameClassName)}>{t('app.name')}</span>
    </span>
  );
}
