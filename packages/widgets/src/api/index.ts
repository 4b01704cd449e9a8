/** The typed client of the account API: decoded data in, one `ApiError` out. */
export { createPortalClient } from './client';
export { createPortalTransport, defaultTimeoutMs } from './transport';
export { isCall } from './calls';
export { withGuestAnswer } from './guestAnswer';
export {
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
} from './endpoints';
export { ApiError, isApiError, isOutcomeUnknown, isRedirect, mayHaveBeenDone } from './ApiError';
export { serialiseParams } from './serialiseParams';
export { newIdempotencyKey } from './idempotencyKey';
export { skippedCount, withSkippedOf } from './skippedItems';
export {
  transactionStatusOf,
  transactionTypeOf,
  transactionStatuses,
  transactionTypes,
  transferMethodNames,
  zoneStateOf,
  zoneStates,
} from './schemas';

export type { ApiErrorInit, ApiErrorKind, FieldErrors } from './ApiError';
export type { Decoder } from './decode';
export type { CallName } from './calls';
export type { PortalCall, PortalTransport, PortalTransportOptions } from './transport';
export type { QueryParams, QueryValue } from './serialiseParams';
export type { PortalClient, PortalClientOptions } from './PortalClient';
export type {
  CardTopupRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  Decision,
  LoginRequest,
  RechargeGameRequest,
  RecoverUsernameRequest,
  RegisterRequest,
  ResetPasswordByPhoneRequest,
  ResetPasswordRequest,
  SecurityCodeAction,
  SendResetEmailRequest,
  UpdatePhoneRequest,
  UpdateProfileRequest,
} from './requests';
export type {
  AccountZone,
  Card,
  CardTopup,
  GiftClaim,
  GiftCode,
  Message,
  PayableValue,
  PaymentMethods,
  RechargeConfig,
  Transaction,
  TransactionPayload,
  TransactionStatus,
  TransactionType,
  TransferBonus,
  TransferMethod,
  TransferMethodName,
  User,
  Zone,
  ZoneState,
} from './schemas';
