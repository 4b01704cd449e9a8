import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Field.module.css';
import type { FieldState } from './useField';

/** The visible label of a field; a required field gets a marker that screen readers skip (they hear `required`). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      part="label"
      className={clsx(styles.label, required && styles.required)}
    >
      {children}
    </label>
  );
}

/**
 * Helper text and error of a field. The error element is always there, empty when there is no
 * error, so that its live region exists before a message arrives and the message is announced.
 */
export function FieldMessages({
  field,
  helperText,
}: {
  field: FieldState;
  helperText: string | undefined;
}) {
  return (
    <>
      {helperText && (
        <p id={field.helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
      <p id={field.errorId} className={styles.error} aria-live="polite">
        {field.errorText}
      </p>
    </>
  );
}

/** Class names shared by the fields: the column, the look of a text input or select, and of a line under it. */
export const fieldClassNames = {
  field: styles.field,
  control: styles.control,
  helper: styles.helper,
} as const;
