import { useCallback, useId } from 'react';
import type { Message, User } from '../../api';
import { useUpdateProfile } from '../../provider';
import { namePart, normaliseText } from '../../validation';
import type { FieldRule } from '../shared';
import { useModalForm } from './useModalForm';

type Values = { firstName: string; middleName: string; lastName: string };

const first = namePart('firstName');
const middle = namePart('middleName');
const last = namePart('lastName');

// spec section 5, Name: first and last name required, middle name optional, each at most 128, judged as sent
const rules: Record<keyof Values, FieldRule<Values>> = {
  firstName: (value) => first(normaliseText(value)),
  middleName: (value) => middle(normaliseText(value)),
  lastName: (value) => last(normaliseText(value)),
};

const valuesOf = (user: User): Values => ({
  firstName: user.firstName ?? '',
  middleName: user.middleName ?? '',
  lastName: user.lastName ?? '',
});

/** The name modal's logic: Tên, Tên đệm and Họ, sent trimmed through PATCH update-profile. */
export function useNameModal(user: User) {
  const updateProfile = useUpdateProfile();
  const idPrefix = `${useId()}-`;
  const initial = valuesOf(user);
  const submit = useCallback(
    (values: Values): Promise<Message> =>
      updateProfile({
        firstName: normaliseText(values.firstName),
        middleName: normaliseText(values.middleName),
        lastName: normaliseText(values.lastName),
      }),
    [updateProfile],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    initialValues: initial,
    rules,
    submit,
    isUnchanged: (values) =>
      (Object.keys(initial) as (keyof Values)[]).every(
        (name) => normaliseText(values[name]) === initial[name],
      ),
  });
  return {
    form,
    fields: {
      lastName: form.textField('lastName'),
      middleName: form.textField('middleName'),
      firstName: form.textField('firstName'),
    },
  };
}
