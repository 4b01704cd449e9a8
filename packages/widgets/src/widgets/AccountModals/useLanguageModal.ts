import { useCallback, useId } from 'react';
import type { Message, User } from '../../api';
import { languageNameKeys, supportedLanguages, type SupportedLanguage } from '../../i18n';
import { useTranslate, useUpdateProfile } from '../../provider';
import { ruleIssue } from '../../validation';
import type { FieldRule } from '../shared';
import { useModalForm } from './useModalForm';
import { languageNames } from '../../i18n/vi-VN/languageNames';

type Values = { language: string };

const isSupported = (value: string): value is SupportedLanguage =>
  (supportedLanguages as readonly string[]).includes(value);

// spec section 5, Language: one of the supported languages
const rules: Record<keyof Values, FieldRule<Values>> = {
  language: (value) => (isSupported(value) ? null : ruleIssue('validation.language.unsupported')),
};

/** The language modal's logic: a choice among the supported languages, sent through update-profile. */
export function useLanguageModal(user: User) {
  const t = useTranslate(languageNames);
  const updateProfile = useUpdateProfile();
  const idPrefix = `${useId()}-`;
  const submit = useCallback(
    ({ language }: Values): Promise<Message> => {
      if (!isSupported(language)) throw new Error('useLanguageModal: unsupported language sent');
      return updateProfile({ language });
    },
    [updateProfile],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    // a stored language no longer supported shows the placeholder: the player must pick one
    initialValues: { language: isSupported(user.language) ? user.language : '' },
    rules,
    submit,
    isUnchanged: (values) => values.language === user.language,
  });
  const field = form.textField('language');
  return {
    form,
    select: {
      ...field,
      placeholder: t('common.selectPlaceholder'),
      options: supportedLanguages.map((code) => ({
        value: code,
        label: t(languageNameKeys[code]),
      })),
    },
  };
}
