/** The typed client of the account API: decoded data in, one `ApiError` out. */
export { createPortalClient, defaultTimeoutMs } from './client';
export { ApiError, isApiError, isOutcomeUnknown, isRedirect } from './ApiError';
export { decoders, responseSchemas } from './decoders';
export { serialiseParams } from './serialiseParams';
export {
  transactionStatusOf,
  isTransactionType,
  transactionStatuses,
  transactionTypes,
  transferMethodNames,
} from './schemas';

export type { ApiErrorInit, ApiErrorKind, FieldErrors } from './ApiError';
export type { Decoder } from './decode';
export type { Endpoint } from './decoders';
export type { QueryParams, QueryValue } from './serialiseParams';
export type { PortalClient, PortalClientOptions } from './PortalClient';
export type {
  CardTopupRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
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
} from './schemas';
