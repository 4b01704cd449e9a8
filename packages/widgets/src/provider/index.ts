export { PortalProvider, type PortalProviderProps } from './PortalProvider';
export {
  useCaptcha,
  useClipboard,
  useColourMode,
  useLocale,
  usePortalClient,
  usePortalRoot,
  useReportError,
  useShare,
  useTiming,
  useTranslate,
  useTranslatorOf,
} from './contextHooks';
export { wait } from './wait';
export { usePendingPoll, type PendingPoll } from './data/usePendingPoll';
export { useOnShown, useReadAgain } from './data/readAgain';
export { defaultTiming, type PortalTiming, type ResolvedTiming } from './timing';
export { createPortalContext } from './createPortalContext';
export { buttonErrorText, errorText } from './errorText';
export { useOnline } from './useOnline';
export {
  useSessionRenewal,
  useSessionSuspended,
  useSignedInElsewhere,
} from './session/useSessionRenewal';
export { useSessionRenewalHost } from './session/useSessionRenewalHost';
export type { SessionRenewal } from './session/sessionRenewal';
export type { ColourModeState } from './useColourModeState';
export {
  CaptchaUnavailableError,
  type CaptchaAction,
  type CaptchaProvider,
} from './captcha/CaptchaProvider';
export { createDevCaptcha, type DevCaptchaOptions } from './captcha/devCaptcha';
export { createRecaptchaV3, type RecaptchaV3Options } from './captcha/recaptchaV3';
export {
  createDevShare,
  type ShareProvider,
  type ShareRequest,
  type ShareResult,
} from './share/ShareProvider';
export {
  createFacebookShare,
  shareResultOf,
  type FacebookShareOptions,
} from './share/facebookShare';
export {
  createBrowserClipboard,
  createTestClipboard,
  type ClipboardProvider,
  type TestClipboard,
} from './clipboard/ClipboardProvider';
export { portalKeys, tokenKeys, type PortalKey } from './data/keys';
export { openDecisions, decisionWindowMs, type OpenDecision } from './data/openDecisions';
export { usePayer, PayerChangedError } from './data/usePayer';
export { isAnotherPlayer } from './data/switchAccount';
export { useLoggedOutInOtherTab } from './data/tabsChannel';
export {
  freshAccountZones,
  freshGiftCodes,
  freshHistory,
  freshUser,
  useFreshRead,
  type FreshRead,
  type FreshReadOf,
} from './data/freshRead';
export { QueryHold } from './data/QueryHold';
export { describeFailure, type PortalErrorHandler, type PortalErrorStage } from './errorReport';
export type { QueryResult } from './data/useQueryResult';
export {
  useEmailVerificationCall,
  useRecoverUsername,
  useResetPasswordByPhone,
  useResetPasswordWithToken,
  useResetTokenCheck,
  useResetTokenRecheck,
  useSendResetEmail,
} from './data/recovery';
export {
  transactionsShown,
  useAccountZones,
  useGiftCodes,
  usePaymentMethods,
  useRechargeConfig,
  useTransactions,
  useZones,
} from './data/queries';
export { currentUser, useUser, type UserResult, type UserState } from './data/useUser';
export {
  useAssignAccountZone,
  useChangeEmail,
  useChangePhone,
  useRequestSecurityCode,
  useSendVerificationEmail,
  useTopupCard,
  useChangePassword,
  useClaimGift,
  useRechargeGame,
  useRefetchBalance,
  useRefetchGiftCodes,
  useReadGiftCodes,
  useUpdatePhone,
  useUpdateProfile,
  zoneRefetchDelayMs,
} from './data/mutations';
export { useLogin, useLogout, useLogoutCall, useRegister } from './data/sessionMutations';
