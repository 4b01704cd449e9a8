import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { skippedCount, type Transaction } from '../../api';
import { useTranslate } from '../../provider';
import { Alert, CardTable } from '../../ui';
import { LoadFailure, LoadingStatus } from '../shared';
import type { HeadingLevel } from '../shared';
import { useTransactionColumns } from './useTransactionColumns';
import styles from './TransactionTable.module.css';
import { useTransactionTable } from './useTransactionTable';
import { history } from '../../i18n/vi-VN/history';

/** Props of {@link TransactionTable}. */
export interface TransactionTableProps {
  /** The level of the title ('Lịch sử giao dịch'); 1 by default, as the page's own heading. */
  headingLevel?: HeadingLevel;
  /** Leaves the title out, for a page whose own h1 already says it. */
  hideTitle?: boolean;
}

/** The rows, and beside them how many the decoder left out (they could not be shown). */
function Transactions({ transactions }: { transactions: Transaction[] }) {
  const t = useTranslate(history);
  const skipped = skippedCount(transactions);
  return (
    <>
      {skipped > 0 && (
        <Alert tone="warning" live="off">
          {t('history.transactions.skipped', { count: skipped })}
        </Alert>
      )}
      <CardTable
        caption={t('history.transactions.caption')}
        captionHidden
        columns={useTransactionColumns()}
        rows={transactions}
        getRowKey={(transaction) => String(transaction.id)}
      />
    </>
  );
}

/**
 * /transactions: the 15 most recent transactions, newest first, as a table (a list of cards on a
 * narrow screen); the type's tooltip gives the id, related transactions fold out of their row.
 */
export function TransactionTable({ headingLevel = 1, hideTitle = false }: TransactionTableProps) {
  const t = useTranslate(history);
  const result = useTransactionTable();
  const Heading = `h${headingLevel}` as const;
  const body = (() => {
    switch (result.status) {
      case 'loading':
        return <LoadingStatus label={t('history.transactions.loading')} />;
      case 'failed':
        return (
          <LoadFailure
            title={t('history.transactions.failed')}
            error={result.error}
            onRetry={result.retry}
          />
        );
      case 'ready':
        return result.data.length === 0 ? (
          <p className={styles.empty}>{t('history.transactions.empty')}</p>
        ) : (
          <Transactions transactions={result.data} />
        );
      default:
        return result satisfies never;
    }
  })();
  return (
    <section className={clsx(layout.reset, layout.root)}>
      {!hideTitle && <Heading className={layout.title}>{t('history.transactions.title')}</Heading>}
      <p className={styles.intro}>{t('history.transactions.intro')}</p>
      {body}
    </section>
  );
}
