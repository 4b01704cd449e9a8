import { clsx } from 'clsx';
import styles from './CardTable.module.css';
import { Table, type TableProps } from './Table';

/** Props of {@link CardTable}: those of {@link Table}. */
export type CardTableProps<Row> = Omit<TableProps<Row>, 'cellLabels'>;

/**
 * A {@link Table} whose rows become cards where its container is narrower than 40rem (a phone): each
 * cell shows its column's header beside its content, and a blank cell is left out. The container's
 * width decides, not the screen's, so a narrow column of a wide page gets cards too. The layout's
 * CSS is its own, so what never shows cards (the embed's top-up) does not carry it.
 */
export function CardTable<Row>({ className, ...props }: CardTableProps<Row>) {
  return (
    <div className={clsx(styles.cards, className)}>
      <Table {...props} cellLabels />
    </div>
  );
}
