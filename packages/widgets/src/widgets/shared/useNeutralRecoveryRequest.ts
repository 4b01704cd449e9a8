import { useCallback, useId, useMemo } from 'react';
import type { Message } from '../../api';
import { useCaptcha, type CaptchaAction } from '../../provider';
import { normaliseText } from '../../validation';
import type { FieldRule } from './formTypes';
import { useFormController } from './useFormController';

/** Options of {@link useNeutralRecoveryRequest}. */
export interface NeutralRecoveryRequestOptions<Name extends string> {
  /** The widget's name, for the error when it is used outside the provider. */
  caller: string;
  /** The one field the form asks for (its name is the request's and the server errors' key). */
  name: Name;
  defaultValue: string;
  /** Judges the field as typed (keep it stable: a module constant). */
  rule: FieldRule<Record<Name, string>>;
  /** The captcha action of the submit. */
  captchaAction: CaptchaAction;
  /** Sends the normalised value with the captcha token (keep it stable: a callback of a data hook). */
  send: (value: string, gReCaptchaToken: string) => Promise<Message>;
  onSent: (() => void) | undefined;
  /** Dims the submit button while the field breaks its rule. */
  dimSubmitUntilValid?: boolean;
}

/**
 * A recovery request of one field (forgot password, forgot username): the field's rule, a captcha
 * token taken at submit time, then the same neutral confirmation whether or not an account
 * matches (the shell moves focus to it).
 */
export function useNeutralRecoveryRequest<Name extends string>({
  caller,
  name,
  defaultValue,
  rule,
  captchaAction,
  send,
  onSent,
  dimSubmitUntilValid = false,
}: NeutralRecoveryRequestOptions<Name>) {
  type Values = Record<Name, string>;
  const captcha = useCaptcha(caller);
  const idPrefix = `${useId()}-`;

  const rules = useMemo(() => ({ [name]: rule }) as Record<Name, FieldRule<Values>>, [name, rule]);
  const submit = useCallback(
    async (values: Values): Promise<Message> => {
      const gReCaptchaToken = await captcha.execute(captchaAction);
      return send(normaliseText(values[name]), gReCaptchaToken);
    },
    [captcha, captchaAction, send, name],
  );
  const form = useFormController<Values, Message>({
    idPrefix,
    initialValues: { [name]: defaultValue } as Values,
    rules,
    submit,
    onSucceeded: onSent,
    dimSubmitUntilValid,
  });
  return { form, field: form.textField(name) };
}
