import { useCallback, useEffect, useId, useRef } from 'react';
import type { Message } from '../../api';
import { useCaptcha, usePortalClient, useTranslate } from '../../provider';
import { email, normaliseText } from '../../validation';
import { formFailureMessage, useFormController, type FieldRule, type FormState } from '../shared';

type Values = { email: string };

const fields = ['email'] as const;

const rules: Record<keyof Values, FieldRule<Values>> = {
  email: (value) => email(normaliseText(value)),
};

/** Options of {@link useForgotUsername}. */
export interface UseForgotUsernameOptions {
  defaultEmail: string;
  onSent: (() => void) | undefined;
}

/**
 * The forgot-username form: a valid e-mail, a captcha token taken at submit time, then the same
 * neutral confirmation whether or not an account uses that e-mail.
 */
export function useForgotUsername({ defaultEmail, onSent }: UseForgotUsernameOptions) {
  const t = useTranslate();
  const client = usePortalClient('ForgotUsernameForm');
  const captcha = useCaptcha('ForgotUsernameForm');
  const idPrefix = `${useId()}-`;
  const sentRef = useRef<HTMLDivElement>(null);

  const submit = useCallback(
    async (values: Values): Promise<Message> => {
      const gReCaptchaToken = await captcha.execute('recoverUsernameFormSubmit');
      return client.recoverUsername({ email: normaliseText(values.email), gReCaptchaToken });
    },
    [client, captcha],
  );
  const form = useFormController<Values, Message>({
    initialValues: { email: defaultEmail },
    rules,
    submit,
    onSuccess: onSent,
  });
  const { state, values, setValue, markVisited, errorOf, summary } = form;
  const status = statusOf(state);

  // the form (and the button that had focus) is gone: the player lands on the confirmation
  useEffect(() => {
    if (status.sent) sentRef.current?.focus();
  }, [status.sent]);

  const known = (field: string) => (fields as readonly string[]).includes(field);
  const stray = summary.filter((item) => !known(item.field)).map((item) => item.message);
  const banner =
    state.status !== 'error'
      ? undefined
      : // a server error of a field the form does not show (the captcha token) says more than the banner
        stray.length > 0
        ? stray.join(' ')
        : formFailureMessage(state.failure, t);

  return {
    ...status,
    idPrefix,
    sentRef,
    summaryRef: form.summaryRef,
    summary: summary.filter((item) => known(item.field)),
    banner,
    onSubmit: form.handleSubmit,
    email: {
      id: `${idPrefix}email`,
      name: 'email',
      value: values.email,
      onChange: (value: string) => setValue('email', value),
      onBlur: () => markVisited('email'),
      error: errorOf('email'),
    },
  };
}

function statusOf(state: FormState<Message>): { sent: boolean; processing: boolean } {
  switch (state.status) {
    case 'idle':
    case 'error':
      return { sent: false, processing: false };
    case 'processing':
      return { sent: false, processing: true };
    case 'success':
      return { sent: true, processing: false };
    default:
      return state satisfies never;
  }
}
