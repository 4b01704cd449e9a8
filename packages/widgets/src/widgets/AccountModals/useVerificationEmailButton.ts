import { useCallback, useRef, useState } from 'react';
import { errorText, useSendVerificationEmail, useTranslate } from '../../provider';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Where the sending of the verification e-mail is. */
export type VerificationEmailState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; error: unknown };

/** Sends the verification e-mail once per click (POST /email-verification/send, csrf cookie first). */
export function useVerificationEmailButton() {
  const t = useTranslate(accountModals);
  const send = useSendVerificationEmail();
  const [state, setState] = useState<VerificationEmailState>({ status: 'idle' });
  const inFlight = useRef(false);
  const onClick = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'sending' });
    try {
      await send();
      setState({ status: 'sent' });
    } catch (error) {
      setState({ status: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }, [send]);
  return {
    state,
    button: {
      onClick: () => void onClick(),
      loading: state.status === 'sending',
      loadingText: t('common.processing'),
      children: t('accountModal.verifyEmail.send'),
    },
    message: state.status === 'sent' ? t('accountModal.verifyEmail.sent') : undefined,
    error: state.status === 'failed' ? errorText(state.error, t) : undefined,
  };
}
