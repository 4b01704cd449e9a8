import type { ReactNode } from 'react';
import styles from './TermList.module.css';

/** One line of a {@link TermList}: what it is, and its value. */
export interface TermRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * A few named values as a description list, each pair in a box of its own: a closed server's balances, what a
 * recharge's confirmation names (the server, the KP spent, the coins received, the balance after).
 */
export function TermList({ rows }: { rows: readonly TermRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
