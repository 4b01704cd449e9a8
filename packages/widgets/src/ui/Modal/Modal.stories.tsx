import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useTranslate } from '../../provider';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal } from './Modal';
import { uiExamples } from '../../i18n/vi-VN/uiExamples';

export default { title: 'UI / Modal' } satisfies StoryDefault;

export const Open: Story = () => {
  const t = useTranslate(uiExamples);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ui.example.openModal')}</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('ui.example.modalTitle')}
        description={t('ui.example.modalDescription')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('common.save')}</Button>
          </>
        }
      >
        <TextField label={t('ui.example.password')} type="password" />
      </Modal>
    </>
  );
};

export const WithoutFields: Story = () => {
  const t = useTranslate(uiExamples);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ui.example.openModal')}</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('ui.example.modalTitle')}
        footer={<Button onClick={() => setOpen(false)}>{t('common.confirm')}</Button>}
      >
        <p>{t('ui.example.modalBody')}</p>
      </Modal>
    </>
  );
};

export const Closed: Story = () => {
  const t = useTranslate(uiExamples);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('ui.example.openModal')}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t('ui.example.modalTitle')}>
        <p>{t('ui.example.modalBody')}</p>
      </Modal>
    </>
  );
};
