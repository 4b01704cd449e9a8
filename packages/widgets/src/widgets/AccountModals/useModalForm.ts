import { useState, type FormEvent } from 'react';
import { useTranslate } from '../../provider';
import { useFormController, type FormControllerOptions, type FormValues } from '../shared';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Options of {@link useModalForm}: those of `useFormController`, and when nothing changed. */
export interface ModalFormOptions<Values extends FormValues, Result> extends Omit<
  FormControllerOptions<Values, Result>,
  'dimSubmitUntilValid'
> {
  /** Whether the values still say what the player has now: Lưu then has nothing to send. */
  isUnchanged: (values: Values) => boolean;
}

/**
 * The form of an account modal (spec section 5, other rules): `useFormController` with Lưu dimmed
 * (aria-disabled, still focusable) while the data is unchanged or invalid. A click on it then
 * says why: the broken rules as any form does, or that nothing changed, in the error summary
 * (an assertive alert, so it is announced where focus stays) on a click as on Enter.
 */
export function useModalForm<Values extends FormValues, Result>({
  isUnchanged,
  ...options
}: ModalFormOptions<Values, Result>) {
  const t = useTranslate(accountModals);
  const form = useFormController<Values, Result>({
    texts: [accountModals],
    ...options,
    dimSubmitUntilValid: true,
  });
  const { status, values, isValid, formProps, summaryProps, submitProps } = form;
  const unchanged = isUnchanged(values);
  const [explained, setExplained] = useState(0);
  const showUnchanged = explained > 0 && unchanged;

  const explainUnchanged = () => setExplained((n) => n + 1);

  return {
    status,
    values,
    isValid,
    unchanged,
    textField: form.textField,
    waitingText: form.waitingText,
    formProps: {
      ...formProps,
      onSubmit: (event?: FormEvent) => {
        if (unchanged && status !== 'processing') {
          event?.preventDefault();
          explainUnchanged();
          return;
        }
        formProps.onSubmit(event);
      },
    },
    summaryProps: {
      ...summaryProps,
      banner: showUnchanged ? t('accountModal.unchanged') : summaryProps.banner,
    },
    // Lưu is dimmed while nothing changed too; its click then says so, as an invalid form's says why.
    submitProps: unchanged
      ? { ...submitProps, 'aria-disabled': true as const, onClickCapture: explainUnchanged }
      : submitProps,
  };
}
