import { clsx } from 'clsx';
import styles from './CardTable.module.css';
import { Table, type TableColumn, type TableProps } from './Table';

/** Props of {@link CardTable}: those of {@link Table}. */
export type CardTableProps<Row> = TableProps<Row>;

/** Each cell also carries its column's header, shown only in a card (the table's headers name it for screen readers). */
function labelled<Row>(column: TableColumn<Row>): TableColumn<Row> {
  return {
    ...column,
    render: (row) => (
      <>
        <span className={styles.label} aria-hidden="true">
          {column.header}
        </span>
        <span className={styles.value}>{column.render(row)}</span>
      </>
    ),
  };
}

/**
 * A {@link Table} whose rows become cards where its container is narrower than 40rem (a phone): each
 * cell shows its column's header beside its content, and a cell with nothing in it is left out. The
 * container's width decides, not the screen's. The layout is CardTable's own (code and CSS), so what
 * never shows cards (the embed's top-up) does not carry it.
 */
export function CardTable<Row>({ className, columns, ...props }: CardTableProps<Row>) {
  return (
    <div className={clsx(styles.cards, className)}>
      <Table {...props} columns={columns.map(labelled)} />
    </div>
  );
}
