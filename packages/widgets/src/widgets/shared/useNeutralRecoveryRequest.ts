import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { Message, PortalClient } from '../../api';
import { useCaptcha, usePortalClient, type CaptchaAction } from '../../provider';
import { normaliseText } from '../../validation';
import { useFormController, type FieldRule } from './useFormController';

/** Options of {@link useNeutralRecoveryRequest}. */
export interface NeutralRecoveryRequestOptions<Name extends string> {
  /** The widget's name, for the error when it is used outside the provider. */
  widget: string;
  /** The one field the form asks for (its name is the request's and the server errors' key). */
  name: Name;
  defaultValue: string;
  /** Judges the field as typed (keep it stable: a module constant). */
  rule: FieldRule<Record<Name, string>>;
  /** The captcha action of the submit. */
  captchaAction: CaptchaAction;
  /** Sends the normalised value with the captcha token (keep it stable: a module constant). */
  send: (client: PortalClient, value: string, gReCaptchaToken: string) => Promise<Message>;
  onSent: (() => void) | undefined;
}

/**
 * A recovery request of one field (forgot password, forgot username): the field's rule, a captcha
 * token taken at submit time, then the same neutral confirmation whether or not an account
 * matches, with focus moved to it.
 */
export function useNeutralRecoveryRequest<Name extends string>({
  widget,
  name,
  defaultValue,
  rule,
  captchaAction,
  send,
  onSent,
}: NeutralRecoveryRequestOptions<Name>) {
  type Values = Record<Name, string>;
  const client = usePortalClient(widget);
  const captcha = useCaptcha(widget);
  const idPrefix = `${useId()}-`;
  const sentRef = useRef<HTMLDivElement>(null);

  const rules = useMemo(() => ({ [name]: rule }) as Record<Name, FieldRule<Values>>, [name, rule]);
  const submit = useCallback(
    async (values: Values): Promise<Message> => {
      const gReCaptchaToken = await captcha.execute(captchaAction);
      return send(client, normaliseText(values[name]), gReCaptchaToken);
    },
    [client, captcha, captchaAction, send, name],
  );
  const form = useFormController<Values, Message>({
    idPrefix,
    initialValues: { [name]: defaultValue } as Values,
    rules,
    submit,
    onSuccess: onSent,
  });
  const status = { sent: form.succeeded, processing: form.processing };

  // the form (and the button that had focus) is gone: the player lands on the confirmation
  useEffect(() => {
    if (status.sent) sentRef.current?.focus();
  }, [status.sent]);

  return {
    ...status,
    idPrefix,
    sentRef,
    summaryRef: form.summaryRef,
    summary: form.summary,
    banner: form.banner,
    isValid: form.isValid,
    onSubmit: form.handleSubmit,
    field: form.textField(name),
  };
}
