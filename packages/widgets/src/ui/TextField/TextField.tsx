import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  type ChangeEvent,
  type InputHTMLAttributes,
} from 'react';
import { useTranslate } from '../../provider';
import { FieldLabel, FieldMessages, fieldClassNames, useField, type FieldError } from '../Field';
import { EyeIcon } from './EyeIcon';
import styles from './TextField.module.css';
import { usePasswordReveal } from './usePasswordReveal';
import { useInputGuard } from './useInputGuard';
import { useSecretInput } from './useSecretInput';

/** The kinds of text a {@link TextField} takes. */
export type TextFieldType = 'text' | 'password' | 'email' | 'tel' | 'url' | 'search' | 'number';

/**
 * Props of {@link TextField}: the input's own props pass through (`name`, `autoComplete`, `inputMode`...), except
 * `maxLength`, which the field enforces itself: a longer change is refused and said, never cut.
 */
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
  /**
   * A secret (a PIN, a serial, an OTP, a security code): what is typed never reaches an attribute of the page's HTML
   * (see useSecretInput). A password always is one.
   */
  secret?: boolean;
  /** Only digits (a code, a card's serial or PIN, a phone number): the numeric keyboard, letters refused as typed. */
  digitsOnly?: boolean;
  /** Tidies what is typed or pasted before it is judged against the limits and handed to `onChange`. */
  normalise?: (typed: string) => string;
  /** Shows how many of `maxLength` characters the value has ('12/32 ký tự'). */
  showCount?: boolean;
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
    secret = type === 'password',
    digitsOnly,
    normalise,
    showCount = false,
    maxLength,
    id,
    required,
    className,
    value,
    defaultValue,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const t = useTranslate();
  const guard = useInputGuard({ maxLength, digitsOnly, normalise, onChange });
  const count =
    showCount && maxLength !== undefined && value !== undefined
      ? t('ui.input.count', { length: value.length, max: maxLength })
      : undefined;
  const counterId = `${useId()}count`;
  const field = useField({
    id,
    helperText,
    error: guard.refusal ?? error,
    invalid,
    describedBy: [count && counterId, describedBy].filter(Boolean).join(' ') || undefined,
  });
  const reveal = usePasswordReveal(type);
  const secretInput = useSecretInput({ value, onChange: guard.onChange });
  const input = secretInput.ref;
  useImperativeHandle(ref, () => input.current as HTMLInputElement, [input]);
  // A secret's input is uncontrolled (its value set as a property only); any other field is React's as usual.
  const valueProps = secret
    ? { onChange: secretInput.onChange }
    : {
        value,
        defaultValue,
        onChange:
          onChange &&
          ((event: ChangeEvent<HTMLInputElement>) => guard.onChange(event.target.value, event)),
      };
  return (
    <div className={clsx(fieldClassNames.field, className)}>
      <FieldLabel htmlFor={field.controlId} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.wrapper}>
        <input
          ref={input}
          part="input"
          inputMode={digitsOnly ? 'numeric' : undefined}
          {...inputProps}
          {...valueProps}
          {...field.controlProps}
          type={reveal.inputType}
          required={required}
          className={clsx(fieldClassNames.control, reveal.isPassword && styles.withToggle)}
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
      {count && (
        <p id={counterId} className={fieldClassNames.helper}>
          {count}
        </p>
      )}
    </div>
  );
});
