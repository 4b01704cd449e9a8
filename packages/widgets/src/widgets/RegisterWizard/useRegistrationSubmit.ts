import { ApiError, isApiError, isOutcomeUnknown, type User } from '../../api';
import { useCaptcha, useLogin, useRegister, useReportError } from '../../provider';
import { normaliseText } from '../../validation';
import type { RegisterValues } from './registerRules';

/** The registration may have been done though its answer was lost: the player is told so. */
const registrationUnknown = new ApiError({
  kind: 'outcomeUnknown',
  statusCode: 0,
  message:
    'useRegisterWizard: the registration got no answer and logging in with its credentials failed.',
  messageKey: 'auth.register.outcomeUnknown',
});

/**
 * The wizard's submit: the captcha token taken at submit time, the values tidied, and after a lost
 * answer a login with what was typed (the account may exist). `onInvalid` hears of a 422.
 */
export function useRegistrationSubmit(onInvalid: () => void) {
  const captcha = useCaptcha('RegisterWizard');
  const register = useRegister();
  const login = useLogin();
  const reportError = useReportError('RegisterWizard');
  return async (values: RegisterValues): Promise<User> => {
    // Taken at submit time: tokens expire, and this waits until the captcha has loaded.
    const gReCaptchaToken = await captcha.execute('registerFormSubmit');
    const username = normaliseText(values.username);
    try {
      return await register({
        phone: normaliseText(values.phone),
        receiveNewsletter: values.receiveNewsletter,
        username,
        password: values.password,
        passwordConfirm: values.passwordConfirm,
        gReCaptchaToken,
      });
    } catch (error) {
      if (isOutcomeUnknown(error)) {
        // The account may exist: logging in with what was typed tells, and leads the player in.
        reportError(error, 'reconcile');
        return login({ username, password: values.password, remember: false }).catch(() => {
          throw registrationUnknown;
        });
      }
      if (isApiError(error) && error.statusCode === 422) {
        onInvalid();
      }
      throw error;
    }
  };
}
