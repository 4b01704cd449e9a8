/**
 * @portal/widgets: the account portal's widgets for React apps.
 * Wrap them in <PortalProvider client={createPortalClient({ baseURL })}> and import
 * '@portal/widgets/styles.css' once. Helpers for a host's tests live in '@portal/widgets/testing'.
 * This entry holds what a host needs (the quickstart, the portal, the package README); `test/publicApi.test.ts`
 * pins its names, so nothing joins it by accident.
 */
export {
  createPortalClient,
  createPortalTransport,
  isApiError,
  isCall,
  withGuestAnswer,
  ApiError,
  accountZones,
  assignAccountZone,
  changeEmail,
  changePassword,
  changePhone,
  checkResetToken,
  claimGift,
  giftCodes,
  login,
  logout,
  me,
  newIdempotencyKey,
  paymentMethods,
  rechargeConfig,
  rechargeGame,
  recoverUsername,
  register,
  requestSecurityCode,
  resetPassword,
  resetPasswordByPhone,
  sendResetEmail,
  sendVerificationEmail,
  topupCard,
  transactions,
  updatePhone,
  updateProfile,
  verifyEmail,
  zones,
} from './api';
export {
  CaptchaUnavailableError,
  PortalProvider,
  QueryHold,
  createDevCaptcha,
  createFacebookShare,
  createRecaptchaV3,
  currentUser,
  describeFailure,
  errorText,
  isAnotherPlayer,
  useColourMode,
  useLocale,
  useLoggedOutInOtherTab,
  useLogout,
  useOnline,
  useReadAgain,
  useTranslate,
  useUser,
} from './provider';
export { displayName, formatKp, pseudoLocalise, sanitiseOverrides } from './i18n';
export { colourModes } from './theme';
export { ColourModeSwitch, VisuallyHidden } from './ui';
export { LoadFailure, OfflineBanner } from './widgets/shared';
export { LoginForm, LogoutButton, LogoutFailure, useLogoutAction } from './widgets/LoginForm';
export { SessionRenewalDialog } from './widgets/SessionRenewalDialog';
export { RegisterWizard, isRegisterStep } from './widgets/RegisterWizard';
export { RecoveryOptions } from './widgets/RecoveryOptions';
export { ForgotPasswordForm } from './widgets/ForgotPasswordForm';
export { ResetPasswordForm } from './widgets/ResetPasswordForm';
export { PhoneResetForm } from './widgets/PhoneResetForm';
export { ForgotUsernameForm } from './widgets/ForgotUsernameForm';
export { EmailVerification } from './widgets/EmailVerification';
export { ProfileSummary } from './widgets/ProfileSummary';
export { PersonalInfo } from './widgets/PersonalInfo';
export { SecuritySettings } from './widgets/SecuritySettings';
export { UnverifiedPhoneBanner } from './widgets/UnverifiedPhoneBanner';
export {
  NameModal,
  LanguageModal,
  PasswordModal,
  PhoneModal,
  EmailModal,
} from './widgets/AccountModals';
export { BalanceStrip } from './widgets/BalanceStrip';
export { TopupPanel, paymentMethodKinds, usePaymentMethodTitle } from './widgets/TopupPanel';
export { RechargePanel } from './widgets/RechargePanel';
export { UpgradeScreen } from './widgets/UpgradeScreen';
export { TransactionTable } from './widgets/TransactionTable';
export { GiftCodeList } from './widgets/GiftCodeList';

export type {
  AccountZone,
  ApiErrorKind,
  Decision,
  PortalCall,
  PortalClient,
  PortalClientOptions,
  PortalTransport,
  PortalTransportOptions,
  User,
  Zone,
} from './api';
export type {
  CaptchaAction,
  CaptchaProvider,
  ClipboardProvider,
  ColourModeState,
  DevCaptchaOptions,
  FacebookShareOptions,
  PortalProviderProps,
  PortalErrorHandler,
  PortalTiming,
  PortalErrorStage,
  RecaptchaV3Options,
  ShareProvider,
  ShareRequest,
  ShareResult,
  UserResult,
  UserState,
} from './provider';
export type { Locale, MessageOverrides, MessageParams, Translate } from './i18n';
export type { ColourMode, ResolvedColourMode } from './theme';
export type { ColourModeSwitchProps, VisuallyHiddenProps } from './ui';
export type {
  LinkRenderer,
  LinkRenderProps,
  LoadFailureProps,
  OfflineBannerProps,
} from './widgets/shared';
export type { LoginFormProps, LogoutAction } from './widgets/LoginForm';
export type { SessionRenewalDialogProps } from './widgets/SessionRenewalDialog';
export type { RegisterStep, RegisterWizardProps, StepHistory } from './widgets/RegisterWizard';
export type { RecoveryOptionsProps } from './widgets/RecoveryOptions';
export type { ForgotPasswordFormProps } from './widgets/ForgotPasswordForm';
export type { ResetPasswordFormProps } from './widgets/ResetPasswordForm';
export type { PhoneResetFormProps } from './widgets/PhoneResetForm';
export type { ForgotUsernameFormProps } from './widgets/ForgotUsernameForm';
export type { EmailVerificationProps } from './widgets/EmailVerification';
export type { PersonalInfoField, PersonalInfoProps } from './widgets/PersonalInfo';
export type { SecuritySettingsField, SecuritySettingsProps } from './widgets/SecuritySettings';
export type { UnverifiedPhoneBannerProps } from './widgets/UnverifiedPhoneBanner';
export type {
  AccountModalBaseProps,
  PasswordModalProps,
  PhoneModalProps,
} from './widgets/AccountModals';
export type { BalanceStripProps } from './widgets/BalanceStrip';
export type { CardSettled, PaymentMethodKind, TopupPanelProps } from './widgets/TopupPanel';
export type { RechargePanelProps } from './widgets/RechargePanel';
export type { UpgradeScreenProps } from './widgets/UpgradeScreen';
export type { TransactionTableProps } from './widgets/TransactionTable';
export type { GiftCodeListProps } from './widgets/GiftCodeList';
