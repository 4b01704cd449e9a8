import { useTranslate } from '../../provider';
import { Spinner } from '../../ui';
import styles from './LoadingStatus.module.css';

/** Props of {@link LoadingStatus}. */
export interface LoadingStatusProps {
  /** What is loading, from the catalogue; 'Đang tải...' (`common.loading`) by default. */
  label?: string;
}

/** A muted status line with a small spinner while a widget's data loads. */
export function LoadingStatus({ label }: LoadingStatusProps) {
  const t = useTranslate();
  return (
    <p className={styles.loading} role="status">
      <Spinner size="small" decorative />
      {label ?? t('common.loading')}
    </p>
  );
}
