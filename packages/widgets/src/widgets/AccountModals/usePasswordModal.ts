import { useCallback, useId } from 'react';
import type { Message } from '../../api';
import { useChangePassword } from '../../provider';
import {
  newPassword,
  passwordConfirmation,
  passwordStrength,
  requiredPassword,
} from '../../validation';
import type { FieldRule } from '../shared';
import { useModalForm } from './useModalForm';

type Values = { currentPassword: string; password: string; passwordConfirm: string };

const mediumPassword = newPassword('medium');
const currentRequired = requiredPassword('validation.currentPassword.required');

// spec section 5, Change password; passwords are checked and sent exactly as typed
const rules: Record<keyof Values, FieldRule<Values>> = {
  currentPassword: (value) => currentRequired(value),
  password: (value) => mediumPassword(value),
  passwordConfirm: (value, values) => passwordConfirmation(values.password)(value),
};

const empty: Values = { currentPassword: '', password: '', passwordConfirm: '' };

/** The password modal's logic: the current password, a medium new one and its confirmation. */
export function usePasswordModal() {
  const changePassword = useChangePassword();
  const idPrefix = `${useId()}-`;
  const submit = useCallback(
    (values: Values): Promise<Message> => changePassword(values),
    [changePassword],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    initialValues: empty,
    rules,
    submit,
    isUnchanged: (values) => values.currentPassword === '' && values.password === '',
  });
  const password = form.textField('password');
  return {
    form,
    strength: password.value ? passwordStrength(password.value) : null,
    fields: {
      currentPassword: form.textField('currentPassword'),
      password,
      passwordConfirm: form.textField('passwordConfirm'),
    },
  };
}
