import { clsx } from 'clsx';
import { useTranslate } from '../../provider';
import styles from './CopyValue.module.css';
import { useCopyValue } from './useCopyValue';

/** Props of {@link CopyValue}. */
export interface CopyValueProps {
  /** The text shown and copied (a gift code, an account number). */
  value: string;
  /** What the value is, already translated: names the button 'Sao chép {label}'. */
  label: string;
  className?: string;
}

/** A value with a copy button; 'Đã sao chép' is shown and announced for 3 s after a copy that worked. */
export function CopyValue({ value, label, className }: CopyValueProps) {
  const t = useTranslate();
  const { copied, copy } = useCopyValue(value);
  return (
    <span className={clsx(styles.root, className)}>
      <code className={styles.value}>{value}</code>
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.copy', { label })}
        onClick={() => void copy()}
      >
        <CopyIcon />
      </button>
      {/* Always there, so the confirmation is announced when it appears. */}
      <span role="status" className={styles.copied}>
        {copied ? t('common.copied') : ''}
      </span>
    </span>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}
