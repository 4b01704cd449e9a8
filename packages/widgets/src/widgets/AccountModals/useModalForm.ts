import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslate } from '../../provider';
import { useFormController, type FormControllerOptions, type FormValues } from '../shared';

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
  const t = useTranslate();
  const form = useFormController<Values, Result>({ ...options, dimSubmitUntilValid: true });
  const { status, values, isValid, formProps, summaryProps, submitProps } = form;
  const unchanged = isUnchanged(values);
  const [explained, setExplained] = useState(0);
  const showUnchanged = explained > 0 && unchanged;

  return {
    status,
    values,
    isValid,
    unchanged,
    textField: form.textField,
    formProps: {
      noValidate: true as const,
      onSubmit: (event?: FormEvent) => {
        if (unchanged && status !== 'processing') {
          event?.preventDefault();
          setExplained((n) => n + 1);
          return;
        }
        formProps.onSubmit(event);
      },
      // The dimmed Lưu swallows its click (it submits nothing); the click still reaches the form,
      // which says why instead (FormShell spreads these props onto the <form>).
      onClick: (event: MouseEvent<HTMLFormElement>) => {
        const target = event.target instanceof Element ? event.target : null;
        const button = target?.closest('button[type="submit"]');
        if (!button || button.getAttribute('aria-disabled') !== 'true') return;
        if (status === 'processing') return;
        if (unchanged) setExplained((n) => n + 1);
        else formProps.onSubmit();
      },
    },
    summaryProps: {
      ref: summaryProps.ref,
      items: summaryProps.items,
      idPrefix: summaryProps.idPrefix,
      banner: showUnchanged ? t('accountModal.unchanged') : summaryProps.banner,
    },
    submitProps: {
      type: 'submit' as const,
      loading: submitProps.loading,
      loadingText: submitProps.loadingText,
      'aria-disabled': unchanged || !isValid || undefined,
    },
  };
}
