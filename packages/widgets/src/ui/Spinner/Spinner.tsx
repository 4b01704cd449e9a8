import { clsx } from 'clsx';
import { useTranslate } from '../../provider';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers; 'Đang tải...' from the catalogue when left out. */
  label?: string;
  /** `small` fits inside a button, `large` fills an empty panel. */
  size?: 'small' | 'medium' | 'large';
  /** Paints in the accent colour instead of the surrounding text colour. */
  accent?: boolean;
  /** Only the ring, hidden from screen readers: for places that announce the busy state themselves (a button). */
  decorative?: boolean;
  className?: string;
}

/** A loading indicator: a live status with a hidden label, or a decorative ring. */
export function Spinner({
  label,
  size = 'medium',
  accent = false,
  decorative = false,
  className,
}: SpinnerProps) {
  const t = useTranslate();
  const ring = (
    <span
      className={clsx(styles.ring, styles[size], accent && styles.accent, decorative && className)}
      aria-hidden="true"
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className={clsx(styles.root, className)}>
      {ring}
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </span>
  );
}
