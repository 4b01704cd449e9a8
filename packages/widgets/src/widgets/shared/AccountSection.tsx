import { useId, type ReactNode } from 'react';
import { AccountRows, type AccountRow } from './AccountRows';
import styles from './AccountSection.module.css';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  /** The section's heading (an h2), which names it. */
  title: string;
  rows: AccountRow[];
  /** What goes with the rows, after them: the widget's editor of a row. */
  children?: ReactNode;
}

/** An account panel: a section named by its heading, with the player's rows. */
export function AccountSection({ title, rows, children }: AccountSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <AccountRows rows={rows} />
      {children}
    </section>
  );
}
