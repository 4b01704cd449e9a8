export {
  AccountEditor,
  useAccountEditor,
  type AccountEditorProps,
  type AccountField,
} from './AccountEditor';
export { NameModal, type AccountModalBaseProps } from './NameModal';
export { LanguageModal } from './LanguageModal';
export { PasswordModal, type PasswordModalProps } from './PasswordModal';
export { PhoneModal, type PhoneModalProps } from './PhoneModal';
export { EmailModal } from './EmailModal';
export { VerificationEmailButton } from './VerificationEmailButton';
export { useResendCountdown, resendWaitSeconds } from './useResendCountdown';
