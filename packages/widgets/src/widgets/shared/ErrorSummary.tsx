import { forwardRef, useId, type MouseEvent } from 'react';
import { useTranslate } from '../../provider';
import { Alert, VisuallyHidden } from '../../ui';
import styles from './ErrorSummary.module.css';
import type { SummaryItem } from './formTypes';

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
 * Moves focus to the field a summary link names, without a hash navigation: that would add a
 * history entry without the page's state (the wizard's step, the login's origin path), and `#id`
 * is not found inside a shadow root.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const field = root.getElementById?.(id) ?? null;
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * After a failed submit, focus lands here: the banner (what went wrong beyond the fields) and a
 * list of what to fix, each a link to its field, where the message also sits. The list is named
 * for screen readers only: no generic title repeats what the links and the page already say.
 * Nothing renders while there is nothing to say.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, banner, idPrefix },
  ref,
) {
  const t = useTranslate();
  const listNameId = useId();
  if (items.length === 0 && !banner) return <div ref={ref} tabIndex={-1} />;
  return (
    <Alert ref={ref} tabIndex={-1} tone="error" live="assertive" title={banner}>
      {items.length > 0 && (
        <>
          <VisuallyHidden id={listNameId}>{t('common.errorSummary')}</VisuallyHidden>
          <ul className={styles.list} aria-labelledby={listNameId}>
            {items.map((item) => (
              <li key={`${item.field}:${item.message}`}>
                <a
                  href={`#${idPrefix}${item.field}`}
                  onClick={(event) => focusField(event, `${idPrefix}${item.field}`)}
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
});
