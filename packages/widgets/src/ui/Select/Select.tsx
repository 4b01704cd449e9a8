import { clsx } from 'clsx';
import { forwardRef, type ChangeEvent, type SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, fieldClassNames, useField, type FieldError } from '../Field';
import styles from './Select.module.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** The visible text, already translated. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: the select's own props pass through (`name`, `required`, `disabled`...). */
export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'
> {
  /** The visible label, already translated. */
  label: string;
  options: readonly SelectOption[];
  /** A first option that cannot be picked and shows until something is chosen (value ''). */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  /** Receives the chosen value (and the event, for those who need it). */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  helperText?: string;
  /** One message, or several shown one a line. */
  error?: FieldError;
  /** In error without a message of its own. */
  invalid?: boolean;
  /** Class of the wrapper around label, select and messages. */
  className?: string;
}

/** A labelled native select, styled, with an optional placeholder, helper text and errors. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    value,
    defaultValue,
    onChange,
    helperText,
    error,
    invalid,
    id,
    required,
    className,
    'aria-describedby': describedBy,
    ...selectProps
  },
  ref,
) {
  const field = useField({ id, helperText, error, invalid, describedBy });
  // Uncontrolled with a placeholder: start on the placeholder, not on the first real option.
  const initialValue =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ''
      : defaultValue;
  return (
    <div className={clsx(fieldClassNames.field, className)}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.wrapper}>
        <select
          ref={ref}
          {...selectProps}
          {...field.controlProps}
          value={value}
          defaultValue={initialValue}
          required={required}
          className={clsx(fieldClassNames.control, styles.select)}
          onChange={onChange && ((event) => onChange(event.target.value, event))}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          className={styles.chevron}
          width="20"
          height="20"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </div>
      <FieldMessages field={field} helperText={helperText} />
    </div>
  );
});
