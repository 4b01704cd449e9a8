import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../provider';
import { Button, Modal } from '../../ui';
import { FormShell, FormSubmitButton, type FormShellForm, type FormShellSuccess } from '../shared';

/** Props of {@link AccountModal}. */
export interface AccountModalProps {
  title: string;
  /** Hủy, Đóng, Escape, the close button or a click outside. */
  onClose: () => void;
  form: FormShellForm;
  /** The notice that replaces the form once the change went through. */
  success: FormShellSuccess;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every account modal: the dialog (focus trapped, the page behind inert, Escape and
 * Hủy cancel), the form, with Lưu beside Hủy in the dialog's footer (always in view, however the
 * form's messages lengthen it on a small screen), then the success notice with Đóng. Mounted only
 * while open, so each opening starts from the player's current data.
 */
export function AccountModal({
  title,
  onClose,
  form,
  success,
  intro,
  children,
}: AccountModalProps) {
  const t = useTranslate();
  const titleId = useId();
  const formId = useId();
  const done = form.status === 'succeeded';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      titleId={titleId}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t(done ? 'common.close' : 'common.cancel')}
          </Button>
          {!done && <FormSubmitButton form={form} label={t('common.save')} formId={formId} />}
        </>
      }
    >
      <FormShell
        labelledBy={titleId}
        intro={intro}
        form={form}
        submitLabel={t('common.save')}
        success={success}
        externalSubmitFor={formId}
      >
        {children}
      </FormShell>
    </Modal>
  );
}
