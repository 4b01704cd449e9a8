import { clsx } from 'clsx';
import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslate } from '../../provider';
import { FieldLabel, FieldMessages, fieldClassNames, useField, type FieldError } from '../Field';
import { EyeIcon } from './EyeIcon';
import styles from './TextField.module.css';
import { usePasswordReveal } from './usePasswordReveal';

/** The kinds of text a {@link TextField} takes. */
export type TextFieldType = 'text' | 'password' | 'email' | 'tel' | 'url' | 'search' | 'number';

/** Props of {@link TextField}: the input's own props pass through (`name`, `autoComplete`, `inputMode`, `maxLength`...). */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** The visible label, already translated. */
  label: string;
  type?: TextFieldType;
  value?: string;
  defaultValue?: string;
  /** Receives the new text (and the event, for those who need it). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** A hint under the input. */
  helperText?: string;
  /** One message, or several from the server shown one a line. */
  error?: FieldError;
  /** In error without a message of its own (e.g. the password when a login error concerns both fields). */
  invalid?: boolean;
  /** Class of the wrapper around label, input and messages. */
  className?: string;
}

/** A labelled text input with helper text, errors, and a reveal button for passwords. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    type = 'text',
    onChange,
    helperText,
    error,
    invalid,
    id,
    required,
    className,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const t = useTranslate();
  const field = useField({ id, helperText, error, invalid, describedBy });
  const reveal = usePasswordReveal(type);
  return (
    <div className={clsx(fieldClassNames.field, className)}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.wrapper}>
        <input
          ref={ref}
          part="input"
          {...inputProps}
          {...field.controlProps}
          type={reveal.inputType}
          required={required}
          className={clsx(fieldClassNames.control, reveal.isPassword && styles.withToggle)}
          onChange={onChange && ((event) => onChange(event.target.value, event))}
        />
        {reveal.isPassword && (
          <button
            {...reveal.toggleProps}
            className={styles.toggle}
            aria-label={t('common.showPassword')}
            aria-controls={field.controlId}
          >
            <EyeIcon crossed={reveal.revealed} />
          </button>
        )}
      </div>
      <FieldMessages field={field} helperText={helperText} />
    </div>
  );
});
