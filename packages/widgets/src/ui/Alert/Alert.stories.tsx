import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../../provider';
import { Button } from '../Button';
import { Alert } from './Alert';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / Alert' } satisfies StoryDefault;

export const Info: Story = () => {
  const t = useTranslate(uiExamples);
  return <Alert tone="info">{t('ui.example.alertInfo')}</Alert>;
};

export const Success: Story = () => {
  const t = useTranslate(uiExamples);
  return <Alert tone="success">{t('ui.example.alertSuccess')}</Alert>;
};

export const Warning: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <Alert tone="warning" live="off">
      {t('ui.example.alertWarning')}
    </Alert>
  );
};

export const ErrorWithRetry: Story = () => {
  const t = useTranslate(uiExamples);
  return (
    <Alert
      tone="error"
      live="assertive"
      title={t('ui.example.alertTitle')}
      action={<Button variant="secondary">{t('common.retry')}</Button>}
    >
      {t('ui.example.alertBody')}
    </Alert>
  );
};

export const ErrorSummary: Story = () => {
  const t = useTranslate(uiExamples);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tone="error" tabIndex={-1} title={t('common.errorSummary')}>
      {[t('ui.example.usernameTaken'), t('ui.example.serverRequired')].join('\n')}
    </Alert>
  );
};
