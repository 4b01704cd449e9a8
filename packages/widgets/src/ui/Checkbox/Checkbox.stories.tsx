import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useTranslate } from '../../provider';
import { Checkbox } from './Checkbox';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / Checkbox' } satisfies StoryDefault;

export const Unchecked: Story = () => {
  const t = useTranslate(uiExamples);
  return <Checkbox label={t('ui.example.remember')} />;
};

export const Checked: Story = () => {
  const t = useTranslate(uiExamples);
  const [checked, setChecked] = useState(true);
  return <Checkbox label={t('ui.example.remember')} checked={checked} onChange={setChecked} />;
};

export const WithHelper: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <Checkbox label={t('ui.example.newsletter')} helperText={t('ui.example.passwordHelper')} />
  );
};

export const WithError: Story = () => {
  const t = useTranslate(uiExamples);
  return <Checkbox label={t('ui.example.newsletter')} error={t('ui.example.acceptRequired')} />;
};

export const Disabled: Story = () => {
  const t = useTranslate(uiExamples);
  return <Checkbox label={t('ui.example.remember')} disabled />;
};
