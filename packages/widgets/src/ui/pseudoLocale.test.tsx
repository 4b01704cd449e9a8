import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textsNotFromTheCatalogue } from '../../test/pseudoLocale';
import { renderWithPortal } from '../../test/renderWithPortal';
import { useTranslate } from '../provider';
import {
  Alert,
  Button,
  Checkbox,
  ColourModeSwitch,
  Modal,
  Select,
  Spinner,
  Table,
  TextField,
  VisuallyHidden,
} from '.';
import { uiExamples } from '../i18n/vi-VN/uiExamples';

interface Row {
  id: string;
}

/** Every primitive in every state that shows text, with caller-passed texts made by `t()`. */
function EveryPrimitive() {
  const t = useTranslate(uiExamples);
  return (
    <>
      <Button>{t('common.save')}</Button>
      <Button variant="secondary" loading loadingText={t('common.processing')}>
        {t('common.save')}
      </Button>
      <Button variant="danger" loading>
        {t('common.cancel')}
      </Button>
      <TextField
        label={t('ui.example.username')}
        helperText={t('ui.example.usernameHelper')}
        error={[t('ui.example.usernameTaken'), t('ui.example.usernameTooShort')]}
        placeholder={t('ui.example.username')}
      />
      <TextField label={t('ui.example.password')} type="password" invalid />
      <Checkbox
        label={t('ui.example.remember')}
        helperText={t('ui.example.newsletter')}
        error={t('ui.example.acceptRequired')}
      />
      <Select
        label={t('ui.example.server')}
        placeholder={t('common.selectPlaceholder')}
        options={[1, 2].map((number) => ({
          value: String(number),
          label: t('ui.example.serverOption', { number }),
        }))}
        helperText={t('ui.example.serverHelper')}
        error={t('ui.example.serverRequired')}
      />
      <Alert
        tone="error"
        title={t('ui.example.alertTitle')}
        action={<Button>{t('common.retry')}</Button>}
      >
        {t('ui.example.alertBody')}
      </Alert>
      <Spinner />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Table<Row>
        caption={t('ui.example.tableCaption')}
        columns={[
          {
            key: 'id',
            header: t('ui.example.columnId'),
            render: () => t('ui.example.statusSuccess'),
          },
        ]}
        rows={[{ id: 'a' }]}
        getRowKey={(row) => row.id}
      />
      <Table<Row>
        caption={t('ui.example.tableCaption')}
        captionHidden
        columns={[{ key: 'id', header: t('ui.example.columnId'), render: (row) => row.id }]}
        rows={[]}
        getRowKey={(row) => row.id}
      />
      <ColourModeSwitch />
      <Modal
        open
        onOpenChange={() => {}}
        title={t('ui.example.modalTitle')}
        description={t('ui.example.modalDescription')}
        footer={<Button>{t('common.confirm')}</Button>}
      >
        {t('ui.example.modalBody')}
      </Modal>
    </>
  );
}

describe('in the pseudo locale', () => {
  it('every text of every primitive comes from the catalogue or the caller', async () => {
    const { portalRoot } = renderWithPortal(<EveryPrimitive />, { locale: 'pseudo' });
    await screen.findByRole('dialog');

    const { seen, offenders } = textsNotFromTheCatalogue(portalRoot);
    expect(offenders).toEqual([]);
    // Guards against a walk that found nothing to check.
    expect(seen).toBeGreaterThan(30);
  });
});
