import { useCallback, useId } from 'react';
import type { Message, User } from '../../api';
import { languageNameKeys, supportedLanguages } from '../../i18n';
import { useTranslate, useUpdateProfile } from '../../provider';
import { useModalForm } from './useModalForm';
import { languageNames } from '../../i18n/vi-VN/languageNames';

type Values = { language: string };

// spec section 5, Language: a supported language. The select offers only those, and the player's own is one of them
// (the API's edge reads any other as vi-VN), so there is no rule to break.
const noRules = {};

/** The language modal's logic: a choice among the supported languages, sent through update-profile. */
export function useLanguageModal(user: User) {
  const t = useTranslate(languageNames);
  const updateProfile = useUpdateProfile();
  const idPrefix = `${useId()}-`;
  const submit = useCallback(
    ({ language }: Values): Promise<Message> =>
      updateProfile({
        language: supportedLanguages.find((code) => code === language) ?? user.language,
      }),
    [updateProfile, user.language],
  );
  const form = useModalForm<Values, Message>({
    idPrefix,
    initialValues: { language: user.language },
    rules: noRules,
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
