import { clsx } from 'clsx';
import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FieldMessages, useField, type FieldError } from '../Field';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}: the input's own props pass through (`name`, `required`, `disabled`...). */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children' | 'value'
> {
  /** The visible label, already translated. */
  label: string;
  /** Receives the new state (and the event, for those who need it). */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  helperText?: string;
  /** One message, or several shown one a line. */
  error?: FieldError;
  /** In error without a message of its own. */
  invalid?: boolean;
  /** Class of the wrapper around box, label and messages. */
  className?: string;
}

/** A labelled checkbox with helper text and errors; the whole row is the touch target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    onChange,
    helperText,
    error,
    invalid,
    id,
    className,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const field = useField({ id, helperText, error, invalid, describedBy });
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.row}>
        <input
          ref={ref}
          {...inputProps}
          {...field.controlProps}
          type="checkbox"
          className={styles.box}
          onChange={onChange && ((event) => onChange(event.target.checked, event))}
        />
        <label htmlFor={field.controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages field={field} helperText={helperText} />
    </div>
  );
});
