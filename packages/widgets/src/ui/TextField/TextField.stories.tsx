import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useTranslate } from '../../provider';
import { TextField } from './TextField';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / TextField' } satisfies StoryDefault;

export const Empty: Story = () => {
  const t = useTranslate(uiExamples);
  return <TextField label={t('ui.example.username')} name="username" autoComplete="username" />;
};

export const Controlled: Story = () => {
  const t = useTranslate(uiExamples);
  const [value, setValue] = useState('');
  return <TextField label={t('ui.example.username')} value={value} onChange={setValue} />;
};

export const WithHelper: Story = () => {
  const t = useTranslate(uiExamples);
  return <TextField label={t('ui.example.username')} helperText={t('ui.example.usernameHelper')} />;
};

export const Required: Story = () => {
  const t = useTranslate(uiExamples);
  return <TextField label={t('ui.example.username')} required />;
};

export const WithError: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <TextField
      label={t('ui.example.username')}
      helperText={t('ui.example.usernameHelper')}
      error={t('ui.example.usernameRequired')}
    />
  );
};

export const MultipleErrors: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <TextField
      label={t('ui.example.username')}
      defaultValue="ab"
      error={[t('ui.example.usernameTooShort'), t('ui.example.usernameTaken')]}
    />
  );
};

export const Password: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <TextField
      label={t('ui.example.password')}
      type="password"
      autoComplete="current-password"
      helperText={t('ui.example.passwordHelper')}
    />
  );
};

export const InvalidWithoutMessage: Story = () => {
  const t = useTranslate(uiExamples);
  return <TextField label={t('ui.example.password')} type="password" invalid />;
};

export const Disabled: Story = () => {
  const t = useTranslate(uiExamples);
  return <TextField label={t('ui.example.username')} defaultValue="vo_lam_1" disabled />;
};
