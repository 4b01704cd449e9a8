import { forwardRef } from 'react';
import { useTranslate } from '../../provider';
import { Alert } from '../../ui';
import styles from './ErrorSummary.module.css';
import type { SummaryItem } from './useFormController';

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The field errors, each linking to its field (`#{idPrefix}{field}`). */
  items: readonly SummaryItem[];
  /** A message that belongs to no field (a server banner, the captcha notice). */
  banner?: string | undefined;
  /** Prefix of the fields' ids. */
  idPrefix: string;
}

/**
 * After a failed submit, focus lands here: the banner and a list of what to fix, each a link to its
 * field. Nothing renders while there is nothing to say.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, banner, idPrefix },
  ref,
) {
  const t = useTranslate();
  if (items.length === 0 && !banner) return <div ref={ref} tabIndex={-1} />;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      tone="error"
      live="assertive"
      title={banner ?? t('common.errorSummary')}
    >
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.field}:${item.message}`}>
              <a href={`#${idPrefix}${item.field}`}>{item.message}</a>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
});
