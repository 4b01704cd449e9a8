import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Message } from '../../api';
import { useCaptcha, usePortalClient, useTranslate } from '../../provider';
import { loginUsername, normaliseText } from '../../validation';
import { formFailureMessage, useFormController, type FieldRule, type FormState } from '../shared';

type Values = { username: string };

const fields = ['username'] as const;

const rules: Record<keyof Values, FieldRule<Values>> = {
  username: (value) => loginUsername(normaliseText(value)),
};

/** Options of {@link useForgotPassword}. */
export interface UseForgotPasswordOptions {
  defaultUsername: string;
  onSent: (() => void) | undefined;
}

/**
 * The forgot-password form: a username of at least 4 characters, a captcha token taken at submit
 * time, then the same neutral confirmation whether or not the account exists.
 */
export function useForgotPassword({ defaultUsername, onSent }: UseForgotPasswordOptions) {
  const t = useTranslate();
  const client = usePortalClient('ForgotPasswordForm');
  const captcha = useCaptcha('ForgotPasswordForm');
  const idPrefix = `${useId()}-`;
  const sentRef = useRef<HTMLDivElement>(null);

  const submit = useCallback(
    async ({ username }: Values): Promise<Message> => {
      const gReCaptchaToken = await captcha.execute('forgotPasswordFormSubmit');
      return client.sendResetEmail({ username: normaliseText(username), gReCaptchaToken });
    },
    [client, captcha],
  );
  const form = useFormController<Values, Message>({
    initialValues: { username: defaultUsername },
    rules,
    submit,
    onSuccess: onSent,
  });
  const { state, values, setValue, markVisited, errorOf, handleSubmit, summary } = form;
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
    canSubmit: form.isValid,
    onSubmit: handleSubmit,
    username: {
      id: `${idPrefix}username`,
      name: 'username',
      value: values.username,
      onChange: (value: string) => setValue('username', value),
      onBlur: () => markVisited('username'),
      // Enter with a short username is a submit attempt: the dimmed button ignores it, so say why
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter' && !form.isValid) void handleSubmit();
      },
      error: errorOf('username'),
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
