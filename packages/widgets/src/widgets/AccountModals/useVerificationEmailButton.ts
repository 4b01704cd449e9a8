import { errorText, useSendVerificationEmail, useTranslate } from '../../provider';
import { accountModals } from '../../i18n/vi-VN/accountModals';
import { useAction, type ActionState } from '../shared';

/** Where the sending of the verification e-mail is. */
export type VerificationEmailState = ActionState<unknown>;

/** Sends the verification e-mail once per click (POST /email-verification/send, csrf cookie first). */
export function useVerificationEmailButton() {
  const t = useTranslate(accountModals);
  const send = useSendVerificationEmail();
  const action = useAction<void, unknown>({
    caller: 'VerificationEmailButton',
    send: () => send(),
  });
  const { state } = action;
  return {
    state,
    button: {
      onClick: () => void action.run(),
      loading: state.status === 'processing',
      loadingText: t('common.processing'),
      children: t('accountModal.verifyEmail.send'),
    },
    message: state.status === 'succeeded' ? t('accountModal.verifyEmail.sent') : undefined,
    error: state.status === 'failed' ? errorText(state.error, t) : undefined,
  };
}
