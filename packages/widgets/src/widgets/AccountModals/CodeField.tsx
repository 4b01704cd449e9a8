import { Alert, Button, TextField, type TextFieldProps } from '../../ui';
import { limits, normaliseCodeInput } from '../../validation';
import styles from './AccountModals.module.css';
import type { CodeSender } from './useCodeSender';

type CodeInputProps = Omit<TextFieldProps, 'label' | 'type' | 'maxLength' | 'onChange'> & {
  onChange: (value: string) => void;
};

/**
 * A 6-character code (security code or OTP) with the button that sends it, the hint once it was
 * sent and the error when it could not be. What is typed or pasted loses its spaces; a seventh
 * character is refused, and an OTP (sent by SMS) takes digits only, on the numeric keyboard.
 */
export function CodeField({
  label,
  field,
  sender,
  digitsOnly = false,
}: {
  label: string;
  field: CodeInputProps;
  sender: CodeSender;
  /** An OTP: digits only. A security code has letters too. */
  digitsOnly?: boolean;
}) {
  return (
    <div className={styles.code}>
      <TextField
        {...field}
        label={label}
        secret
        normalise={normaliseCodeInput}
        digitsOnly={digitsOnly}
        maxLength={limits.code.length}
        autoComplete="one-time-code"
        spellCheck={false}
        required
      />
      <Button variant="secondary" {...sender.button} />
      <p className={styles.hint} role="status">
        {sender.hint}
      </p>
      {sender.error && <Alert tone="error" live="assertive" title={sender.error} />}
    </div>
  );
}
