import { formatDate, formatKp, useTranslate, useUser } from '@portal/widgets';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';

/** The protected home until the account-area pages land: who is signed in and their balance. */
export function AccountHomePage() {
  const t = useTranslate();
  const state = useUser();
  useDocumentTitle(t('app.account.title'));
  if (state.status !== 'signedIn') return null;
  const { user } = state;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('app.account.title')}
      </h1>
      <dl className={styles.facts}>
        <dt>{t('app.account.username')}</dt>
        <dd data-testid="account-username">{user.username}</dd>
        <dt>{t('app.account.joined')}</dt>
        <dd>{formatDate(user.joinAt)}</dd>
        <dt>{t('app.account.balance')}</dt>
        <dd>{formatKp(user.credit)}</dd>
      </dl>
    </section>
  );
}
