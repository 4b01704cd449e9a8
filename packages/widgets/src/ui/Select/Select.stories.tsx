import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useTranslate } from '../../provider';
import { Select, type SelectOption } from './Select';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / Select' } satisfies StoryDefault;

function useServers(): SelectOption[] {
  const t = useTranslate(uiExamples);
  return [1, 2, 3].map((number) => ({
    value: `s${number}`,
    label: t('ui.example.serverOption', { number }),
    disabled: number === 3,
  }));
}

export const Placeholder: Story = () => {
  const t = useTranslate(uiExamples);
  const servers = useServers();
  return (
    <Select
      label={t('ui.example.server')}
      options={servers}
      placeholder={t('common.selectPlaceholder')}
    />
  );
};

export const Selected: Story = () => {
  const t = useTranslate(uiExamples);
  const servers = useServers();
  const [value, setValue] = useState('s2');
  return (
    <Select
      label={t('ui.example.server')}
      options={servers}
      value={value}
      onChange={setValue}
      helperText={t('ui.example.serverHelper')}
    />
  );
};

export const WithError: Story = () => {
  const t = useTranslate(uiExamples);
  const servers = useServers();
  return (
    <Select
      label={t('ui.example.server')}
      options={servers}
      placeholder={t('common.selectPlaceholder')}
      helperText={t('ui.example.serverHelper')}
      error={t('ui.example.serverRequired')}
      required
    />
  );
};
