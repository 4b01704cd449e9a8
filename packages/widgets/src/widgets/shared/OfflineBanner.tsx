import { clsx } from 'clsx';
import { useOnline, useTranslate } from '../../provider';
import styles from './OfflineBanner.module.css';

/** Props of {@link OfflineBanner}. */
export interface OfflineBannerProps {
  className?: string;
}

/**
 * A polite notice while the browser is offline ('Bạn đang mất kết nối mạng…'); the live region stays in
 * place, empty, while online, so the notice is announced when it appears.
 */
export function OfflineBanner({ className }: OfflineBannerProps) {
  const t = useTranslate();
  const online = useOnline();
  return (
    <p role="status" className={clsx(styles.banner, className)}>
      {online ? null : t('common.offline')}
    </p>
  );
}
