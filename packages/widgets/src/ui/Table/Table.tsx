import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../provider';
import { visuallyHiddenClassName } from '../VisuallyHidden';
import styles from './Table.module.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Unique among the columns. */
  key: string;
  /** The column header, already translated. */
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** `end` for amounts, so digits line up. */
  align?: 'start' | 'end';
  /** The cells of this column name their row (`<th scope="row">`), e.g. a transaction id. */
  rowHeader?: boolean;
  /** The cells may wrap (a description, a server's name); else they keep to one line. */
  wrap?: boolean;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** Names the table and its scroll region, already translated. */
  caption: string;
  /** Keeps the caption for screen readers only, when a visible heading already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Shown in one full-width row when there are no rows; 'Chưa có dữ liệu' when left out. */
  empty?: ReactNode;
  className?: string;
  /** Tighter cells and headers that may wrap: a few short columns that must fit a phone's width. */
  compact?: boolean;
}

/**
 * A semantic data table in a horizontally scrolling region: on a narrow screen the region scrolls
 * and, being focusable and named by the caption, can be scrolled with the keyboard ({@link CardTable}
 * turns the rows into cards there instead).
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowKey,
  empty,
  className,
  compact = false,
}: TableProps<Row>) {
  const t = useTranslate();
  const captionId = `${useId()}caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); the caption names it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(styles.scroll, className)}
    >
      <table className={clsx(styles.table, compact && styles.compact)}>
        <caption
          id={captionId}
          className={captionHidden ? visuallyHiddenClassName : styles.caption}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(column.align === 'end' && styles.end)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? t('common.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={clsx(
                        column.align === 'end' && styles.end,
                        column.wrap && styles.wrap,
                      )}
                    >
                      {column.render(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
