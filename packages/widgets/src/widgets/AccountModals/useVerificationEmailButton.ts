import { buttonErrorText, useSendVerificationEmail, useTranslate } from '../../provider';
import { accountModals } from '../../i18n/vi-VN/accountModals';
import { useAction, type ActionState } from '../shared';

/** Where the sending of the verification e-mail is. */
export type VerificationEmailState = ActionState<unknown>;

/**
 * Sends the verification e-mail once per click (POST /email-verification/send, csrf cookie first); after a 429 the
 * button waits out its Retry-After ('Thử lại sau N giây').
 */
export function useVerificationEmailButton() {
  const t = useTranslate(accountModals);
  const send = useSendVerificationEmail();
  const action = useAction<void, unknown>({
    caller: 'VerificationEmailButton',
    send: () => send(),
  });
  const { state, waitingText } = action;
  return {
    state,
    button: {
      onClick: () => void action.run(),
      loading: state.status === 'processing',
      loadingText: t('common.processing'),
      'aria-disabled': waitingText !== undefined || undefined,
      children: waitingText ?? t('accountModal.verifyEmail.send'),
    },
    message: state.status === 'succeeded' ? t('accountModal.verifyEmail.sent') : undefined,
    error: state.status === 'failed' ? buttonErrorText(state.error, t) : undefined,
  };
}
