import type { TextKey } from '../../i18n';
import type { authRecovery } from '../../i18n/vi-VN/authRecovery';

type RecoveryKey = TextKey<typeof authRecovery>;

/** One way to get an account back, in the order the page shows them. */
export interface RecoveryOption {
  method: 'phone' | 'email';
  title: RecoveryKey;
  body: RecoveryKey;
  action: RecoveryKey;
  /** Shown beside the title of the way the product prefers. */
  badge: RecoveryKey | undefined;
  to: string;
}

/** What {@link useRecoveryOptions} needs: the host's paths of the two ways. */
export interface RecoveryOptionsPaths {
  phoneResetPath: string;
  emailResetPath: string;
}

/**
 * The two ways of spec section 2 (/recovery), phone first: e-mail is being phased out in favour of
 * the phone (spec section 1), so the phone is the recommended one.
 */
export function useRecoveryOptions({
  phoneResetPath,
  emailResetPath,
}: RecoveryOptionsPaths): readonly RecoveryOption[] {
  return [
    {
      method: 'phone',
      title: 'auth.recovery.options.phoneTitle',
      body: 'auth.recovery.options.phoneBody',
      action: 'auth.recovery.options.phoneAction',
      badge: 'auth.recovery.options.phoneBadge',
      to: phoneResetPath,
    },
    {
      method: 'email',
      title: 'auth.recovery.options.emailTitle',
      body: 'auth.recovery.options.emailBody',
      action: 'auth.recovery.options.emailAction',
      badge: undefined,
      to: emailResetPath,
    },
  ];
}
