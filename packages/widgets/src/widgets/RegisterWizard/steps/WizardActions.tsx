import { useTranslate } from '../../../provider';
import { Button } from '../../../ui';
import styles from '../RegisterWizard.module.css';
import type { WizardView } from '../useRegisterWizard';
import { authRegister } from '../../../i18n/vi-VN/authRegister';

/** Props of {@link WizardActions}. */
export interface WizardActionsProps {
  view: WizardView;
  canContinue: boolean;
  submitting: boolean;
  /** A wait the server asked for: the submit's countdown text, and what a click on it does. */
  hold: { text: string; explain: () => void } | null;
  goBack: () => void;
}

/** Back (on steps 2 and 3) and next, or the final submit. */
export function WizardActions({ view, canContinue, submitting, hold, goBack }: WizardActionsProps) {
  const t = useTranslate(authRegister);
  const isLast = view.status !== 'step' || view.step === 'password';
  return (
    <div className={styles.actions}>
      {view.status === 'step' && view.number > 1 && (
        <Button variant="secondary" onClick={goBack} aria-disabled={submitting || undefined}>
          {t('common.back')}
        </Button>
      )}
      <Button
        type="submit"
        // Spec section 4: enabled only when the step is valid. aria-disabled keeps it focusable,
        // and the fields' messages (shown on leaving them, or on Enter) say what is missing.
        aria-disabled={!canContinue || hold !== null || undefined}
        onClickCapture={hold?.explain}
        loading={submitting}
        loadingText={t('auth.register.submitting')}
      >
        {hold?.text ?? (isLast ? t('auth.register.submit') : t('common.next'))}
      </Button>
    </div>
  );
}
