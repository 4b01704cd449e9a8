import { useCallback, useId, useMemo, useState } from 'react';
import type { Message, User } from '../../api';
import { useChangeEmail, useRequestSecurityCode } from '../../provider';
import { email, normaliseText, sixCharacterCode } from '../../validation';
import type { FieldRule } from '../shared';
import { useCodeSender } from './useCodeSender';
import { useModalForm } from './useModalForm';

type Values = { email: string; securityCode: string };

const codeRule = sixCharacterCode('securityCode');

/** Whether `typed` is another address than the current one (the server compares without case). */
const isNewEmail = (user: User, typed: string) =>
  normaliseText(typed).toLowerCase() !== (user.email ?? '').toLowerCase();

/**
 * The e-mail modal's logic (spec section 5, E-mail change): a new address; the security code, sent
 * for `confirm.change_email`, only when the current e-mail is verified and the address changed.
 */
export function useEmailModal(user: User) {
  const changeEmail = useChangeEmail();
  const requestCode = useRequestSecurityCode();
  const idPrefix = `${useId()}-`;
  const verified = user.verifiedAt !== null;
  // No address when the dialog opened: one is added (its title says so until it closes, the saved one included).
  const [adding] = useState(user.email === null);
  const needsCode = useCallback(
    (values: Values) => verified && isNewEmail(user, values.email),
    [verified, user],
  );
  const rules = useMemo(
    (): Record<keyof Values, FieldRule<Values>> => ({
      email: (value) => email(normaliseText(value)),
      securityCode: (value, values) => (needsCode(values) ? codeRule(value) : null),
    }),
    [needsCode],
  );
  const submit = useCallback(
    (values: Values): Promise<Message> =>
      changeEmail({
        email: normaliseText(values.email),
        ...(needsCode(values) ? { securityCode: values.securityCode } : {}),
      }),
    [changeEmail, needsCode],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    initialValues: { email: user.email ?? '', securityCode: '' },
    rules,
    submit,
    isUnchanged: (values) => !isNewEmail(user, values.email),
  });
  const sendCode = useCallback(() => requestCode('confirm.change_email'), [requestCode]);
  const sender = useCodeSender(sendCode, {
    send: 'accountModal.code.send',
    resend: 'accountModal.code.resend',
    sent: 'accountModal.code.sent',
  });
  return {
    form,
    /** No address yet when the dialog opened: 'Thêm email'. */
    adding,
    showCode: needsCode(form.values),
    sender,
    fields: { email: form.textField('email'), securityCode: form.textField('securityCode') },
  };
}
