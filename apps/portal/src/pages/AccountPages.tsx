import {
  GiftCodeList,
  PersonalInfo,
  ProfileSummary,
  SecuritySettings,
  TransactionTable,
  UnverifiedPhoneBanner,
} from '@portal/widgets';
import type { ReactNode } from 'react';
import { smsSupportNumbers } from '../config';
import type { AppTextKey } from '../i18n/appTexts';
import { useAppText } from '../i18n/useAppText';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './Page.module.css';

/** A page of the account area: its h1 (also the document title) and its content. */
export function AccountPage({ title, children }: { title: AppTextKey; children: ReactNode }) {
  const t = useAppText();
  useDocumentTitle(t(title));
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t(title)}
      </h1>
      {children}
    </section>
  );
}

/** `/`: the profile summary, the unverified-phone banner and the personal info rows with their modals. */
export function ProfilePage() {
  return (
    <AccountPage title="app.nav.profile">
      <ProfileSummary />
      <UnverifiedPhoneBanner supportNumbers={smsSupportNumbers} />
      <PersonalInfo supportNumbers={smsSupportNumbers} />
    </AccountPage>
  );
}

/** `/security`: username, password and phone, with the password and phone modals. */
export function SecurityPage() {
  return (
    <AccountPage title="app.nav.security">
      <SecuritySettings supportNumbers={smsSupportNumbers} />
    </AccountPage>
  );
}

/** `/transactions`: the 15 most recent transactions. */
export function TransactionsPage() {
  return (
    <AccountPage title="app.nav.transactions">
      <TransactionTable hideTitle />
    </AccountPage>
  );
}

/** `/giftcode`: the gift codes and their claims. */
export function GiftCodePage() {
  return (
    <AccountPage title="app.nav.giftcode">
      <GiftCodeList hideTitle />
    </AccountPage>
  );
}
