import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { Transaction } from '../../api';
import { formatDateTime } from '../../i18n';
import { useTranslate } from '../../provider';
import { Tooltip, type TableColumn } from '../../ui';
import styles from './TransactionTable.module.css';
import { StatusIcon } from './StatusIcon';
import {
  detailOf,
  statusKind,
  statusText,
  typeLabel,
  valueText,
  type StatusKind,
} from './transactionText';
import { history } from '../../i18n/vi-VN/history';

function Status({ kind }: { kind: StatusKind }) {
  const t = useTranslate(history);
  return (
    <span className={clsx(styles.status, styles[kind])}>
      <StatusIcon kind={kind} className={styles.statusIcon} />
      {statusText(kind, t)}
    </span>
  );
}

function TypeLabel({ transaction }: { transaction: Transaction }) {
  const t = useTranslate(history);
  return (
    <Tooltip content={t('history.transactionId', { id: transaction.id })}>
      {typeLabel(transaction, t)}
    </Tooltip>
  );
}

function Related({ parent }: { parent: Transaction }) {
  const t = useTranslate(history);
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className={styles.related}>
      <button
        type="button"
        className={styles.relatedToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.chevron} aria-hidden="true" />
        {t('history.related.show', { count: parent.relatedTransactions.length })}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={styles.relatedList}
        aria-label={t('history.related.label', { id: parent.id })}
      >
        {parent.relatedTransactions.map((related) => (
          <li key={related.id} className={styles.relatedItem}>
            <TypeLabel transaction={related} />
            <span>{valueText(t, related)}</span>
            <Status kind={statusKind(related.status)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The error note or what the transaction bought, then the related transactions that fold out; null for none. */
function Detail({ transaction }: { transaction: Transaction }) {
  const t = useTranslate(history);
  const detail = detailOf(transaction, t);
  return (
    <span className={styles.detailBody}>
      {detail && (
        <span className={clsx(detail.kind === 'error' && styles.error)}>{detail.text}</span>
      )}
      {transaction.relatedTransactions.length > 0 && <Related parent={transaction} />}
    </span>
  );
}

/**
 * The history's columns (spec section 2): type (its id in a tooltip), serial, pin, value, detail,
 * status, time. An empty serial, pin or detail renders nothing, so a card on a phone leaves it out.
 */
export function useTransactionColumns(): TableColumn<Transaction>[] {
  const t = useTranslate(history);
  return [
    {
      key: 'type',
      header: t('history.column.type'),
      render: (transaction) => <TypeLabel transaction={transaction} />,
      rowHeader: true,
    },
    {
      key: 'serial',
      header: t('history.column.serial'),
      render: (transaction) => transaction.payload?.serial,
    },
    {
      key: 'pin',
      header: t('history.column.pin'),
      render: (transaction) => transaction.payload?.pin,
    },
    {
      key: 'value',
      header: t('history.column.value'),
      render: (transaction) => valueText(t, transaction),
      align: 'end',
    },
    {
      key: 'detail',
      header: t('history.column.detail'),
      render: (transaction) =>
        detailOf(transaction, t) || transaction.relatedTransactions.length > 0 ? (
          <Detail transaction={transaction} />
        ) : null,
      wrap: true,
    },
    {
      key: 'status',
      header: t('history.column.status'),
      render: (transaction) => <Status kind={statusKind(transaction.status)} />,
    },
    {
      key: 'time',
      header: t('history.column.time'),
      render: (transaction) => (
        <time dateTime={transaction.updatedAt}>{formatDateTime(transaction.updatedAt)}</time>
      ),
    },
  ];
}
