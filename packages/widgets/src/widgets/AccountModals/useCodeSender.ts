import { useState } from 'react';
import type { TextKey } from '../../i18n';
import { buttonErrorText, useTranslate } from '../../provider';
import { useAction, type ActionState } from '../shared';
import { useResendCountdown } from './useResendCountdown';
import { accountModals } from '../../i18n/vi-VN/accountModals';

/** Where the sending of a code is. */
export type CodeSendState = ActionState<unknown>;

/** The words of one code: its send and resend buttons, and the hint once it was sent. */
export interface CodeSenderTexts {
  send: TextKey<typeof accountModals>;
  resend: TextKey<typeof accountModals>;
  sent: TextKey<typeof accountModals>;
}

/**
 * The send-code flow (spec section 4): 'Gửi mã' sends, the button then reads 'Gửi lại mã' and the
 * hint shows; resending waits 60 s, counted down on the button. One request at a time; after a 429 the button
 * waits out its Retry-After the same way ('Thử lại sau N giây').
 */
export function useCodeSender(send: () => Promise<unknown>, texts: CodeSenderTexts) {
  const t = useTranslate(accountModals);
  const [sentOnce, setSentOnce] = useState(false);
  const countdown = useResendCountdown();
  const action = useAction<void, unknown>({
    caller: 'useCodeSender',
    send: () => send(),
    onSucceeded: () => {
      setSentOnce(true);
      countdown.start();
    },
  });
  const { state, waitingText } = action;
  const onClick = () => {
    if (!countdown.waiting) void action.run();
  };

  const label = t(sentOnce ? texts.resend : texts.send);
  return {
    state,
    sent: sentOnce,
    button: {
      onClick,
      loading: state.status === 'processing',
      loadingText: t('common.processing'),
      'aria-disabled': countdown.waiting || waitingText !== undefined || undefined,
      children:
        waitingText ??
        (countdown.waiting
          ? t('accountModal.code.wait', { label, seconds: countdown.secondsLeft })
          : label),
    },
    hint: state.status === 'succeeded' ? t(texts.sent) : undefined,
    error: state.status === 'failed' ? buttonErrorText(state.error, t) : undefined,
  };
}

/** What {@link useCodeSender} returns. */
export type CodeSender = ReturnType<typeof useCodeSender>;
