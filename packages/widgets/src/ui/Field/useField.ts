import { useId } from 'react';

/** A field's error: one message, several (from the server, shown one a line), or none. */
export type FieldError = string | readonly string[] | undefined;

/** Joins a field's messages one a line, dropping empty ones; '' when there is nothing to show. */
export function joinFieldError(error: FieldError): string {
  if (error === undefined) return '';
  const messages = typeof error === 'string' ? [error] : error;
  return messages.filter((message) => message.trim() !== '').join('\n');
}

/** What {@link useField} needs to know. */
export interface UseFieldOptions {
  /** The control's id; generated when left out. */
  id: string | undefined;
  helperText: string | undefined;
  error: FieldError;
  /** Marks the field as in error without a message of its own. */
  invalid: boolean | undefined;
  /** Ids of other elements that describe the control, kept after ours. */
  describedBy: string | undefined;
}

/** Ids, the error text and the ARIA props that tie a control to its label, helper text and error. */
export function useField({ id, helperText, error, invalid, describedBy }: UseFieldOptions) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}control`;
  const helperId = `${controlId}-helper`;
  const errorId = `${controlId}-error`;
  const errorText = joinFieldError(error);
  const isInvalid = invalid === true || errorText !== '';
  const describedByIds = [errorText ? errorId : '', helperText ? helperId : '', describedBy ?? '']
    .filter((value) => value !== '')
    .join(' ');
  return {
    controlId,
    helperId,
    errorId,
    errorText,
    invalid: isInvalid,
    controlProps: {
      id: controlId,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
}

/** The value {@link useField} returns. */
export type FieldState = ReturnType<typeof useField>;
