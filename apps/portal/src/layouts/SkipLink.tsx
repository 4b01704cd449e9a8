import { useAppText } from '../i18n/useAppText';
import styles from './SkipLink.module.css';

/** The first stop of the keyboard: jumps past the header to the page's `<main id="main">`. */
export function SkipLink() {
  const t = useAppText();
  return (
    <a className={styles.skip} href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
