import { useCallback, useRef, useState } from 'react';
import type { TextKey } from '../../i18n';
import { errorText, useTranslate } from '../../provider';
import { useResendCountdown } from './useResendCountdown';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Where the sending of a code is. */
export type CodeSendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'failed'; error: unknown };

/** The words of one code: its send and resend buttons, and the hint once it was sent. */
export interface CodeSenderTexts {
  send: TextKey<typeof accountModals>;
  resend: TextKey<typeof accountModals>;
  sent: TextKey<typeof accountModals>;
}

/**
 * The send-code flow (spec section 4): 'Gửi mã' sends, the button then reads 'Gửi lại mã' and the
 * hint shows; resending waits 60 s, counted down on the button. One request at a time.
 */
export function useCodeSender(send: () => Promise<unknown>, texts: CodeSenderTexts) {
  const t = useTranslate(accountModals);
  const [state, setState] = useState<CodeSendState>({ status: 'idle' });
  const [sentOnce, setSentOnce] = useState(false);
  const countdown = useResendCountdown();
  const inFlight = useRef(false);

  const onClick = useCallback(async () => {
    if (inFlight.current || countdown.waiting) return;
    inFlight.current = true;
    setState({ status: 'sending' });
    try {
      await send();
      setSentOnce(true);
      setState({ status: 'sent' });
      countdown.start();
    } catch (error) {
      setState({ status: 'failed', error });
    } finally {
      inFlight.current = false;
    }
  }, [send, countdown]);

  const label = t(sentOnce ? texts.resend : texts.send);
  return {
    state,
    sent: sentOnce,
    button: {
      onClick: () => void onClick(),
      loading: state.status === 'sending',
      loadingText: t('common.processing'),
      'aria-disabled': countdown.waiting || undefined,
      children: countdown.waiting
        ? t('accountModal.code.wait', { label, seconds: countdown.secondsLeft })
        : label,
    },
    hint: state.status === 'sent' ? t(texts.sent) : undefined,
    error: state.status === 'failed' ? errorText(state.error, t) : undefined,
  };
}

/** What {@link useCodeSender} returns. */
export type CodeSender = ReturnType<typeof useCodeSender>;
