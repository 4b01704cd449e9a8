import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { Transaction } from '../../api';
import { formatDateTime } from '../../i18n';
import { useTranslate } from '../../provider';
import { Tooltip } from '../../ui';
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
import { registerMessages } from '../../i18n';
import { history } from '../../i18n/vi-VN/history';
registerMessages(history);

/** The column headers, in order, already translated. */
export interface TransactionHeaders {
  type: string;
  serial: string;
  pin: string;
  value: string;
  detail: string;
  status: string;
  time: string;
}

function Status({ kind }: { kind: StatusKind }) {
  const t = useTranslate();
  return (
    <span className={clsx(styles.status, styles[kind])}>
      <StatusIcon kind={kind} className={styles.statusIcon} />
      {statusText(kind, t)}
    </span>
  );
}

/** Label of a cell in the narrow (card) layout; the table's own headers name it for screen readers. */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

function Related({ parent }: { parent: Transaction }) {
  const t = useTranslate();
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
            <Tooltip content={t('history.transactionId', { id: related.id })}>
              {typeLabel(related, t)}
            </Tooltip>
            <span>{valueText(related)}</span>
            <Status kind={statusKind(related.status)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One transaction: a table row, or a card on a narrow screen; related transactions fold out of it. */
export function TransactionRow({
  transaction,
  headers,
}: {
  transaction: Transaction;
  headers: TransactionHeaders;
}) {
  const t = useTranslate();
  const detail = detailOf(transaction, t);
  const { payload } = transaction;
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.typeCell}>
        <CellLabel>{headers.type}</CellLabel>
        <Tooltip content={t('history.transactionId', { id: transaction.id })}>
          {typeLabel(transaction, t)}
        </Tooltip>
      </th>
      <td className={clsx(!payload?.serial && styles.blank)}>
        <CellLabel>{headers.serial}</CellLabel>
        {payload?.serial}
      </td>
      <td className={clsx(!payload?.pin && styles.blank)}>
        <CellLabel>{headers.pin}</CellLabel>
        {payload?.pin}
      </td>
      <td className={styles.end}>
        <CellLabel>{headers.value}</CellLabel>
        {valueText(transaction)}
      </td>
      <td
        className={clsx(
          styles.detail,
          !detail && transaction.relatedTransactions.length === 0 && styles.blank,
        )}
      >
        <CellLabel>{headers.detail}</CellLabel>
        <span className={styles.detailBody}>
          {detail && (
            <span className={clsx(detail.kind === 'error' && styles.error)}>{detail.text}</span>
          )}
          {transaction.relatedTransactions.length > 0 && <Related parent={transaction} />}
        </span>
      </td>
      <td>
        <CellLabel>{headers.status}</CellLabel>
        <Status kind={statusKind(transaction.status)} />
      </td>
      <td>
        <CellLabel>{headers.time}</CellLabel>
        <time dateTime={transaction.updatedAt}>{formatDateTime(transaction.updatedAt)}</time>
      </td>
    </tr>
  );
}
