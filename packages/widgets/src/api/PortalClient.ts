import type {
  CardTopupRequest,
  ChangeEmailRequest,
  ChangePasswordRequest,
  Decision,
  LoginRequest,
  RecoverUsernameRequest,
  RechargeGameRequest,
  RegisterRequest,
  ResetPasswordByPhoneRequest,
  ResetPasswordRequest,
  SecurityCodeAction,
  SendResetEmailRequest,
  UpdatePhoneRequest,
  UpdateProfileRequest,
} from './requests';
import type {
  AccountZone,
  CardTopup,
  GiftClaim,
  GiftCode,
  Message,
  PaymentMethods,
  RechargeConfig,
  Transaction,
  User,
  Zone,
} from './schemas';
import type { PortalTransport, PortalTransportOptions } from './transport';

/** Options of `createPortalClient`: those of `createPortalTransport`. */
export type PortalClientOptions = PortalTransportOptions;

/**
 * The account API as one object: the transport plus one method per call, each the endpoint function of that name
 * (`client.me()` is `me(client)`); each returns decoded data or throws `ApiError`, nothing else.
 */
export interface PortalClient extends PortalTransport {
  /** `GET /api/me`: the signed-in player; a 401 `ApiError` means logged out. */
  me(): Promise<User>;
  /** `POST /login`, after a fresh XSRF cookie; undefined when the server answered 204 (Laravel Breeze). */
  login(request: LoginRequest): Promise<Message | undefined>;
  /** `POST /logout`. */
  logout(): Promise<void>;
  /** `POST /register`, after a fresh XSRF cookie; signs the player in; undefined on a 204. */
  register(request: RegisterRequest): Promise<Message | undefined>;
  /** `POST /reset-password/send-email`, after a fresh XSRF cookie. */
  sendResetEmail(request: SendResetEmailRequest): Promise<Message>;
  /** `GET /reset-password/{token}`: a 404 with `errorCode: 'reset_token_invalid'` means unusable. */
  checkResetToken(token: string): Promise<Message>;
  /** `POST /reset-password`, after a fresh XSRF cookie. */
  resetPassword(request: ResetPasswordRequest): Promise<Message>;
  /** `POST /reset-password-by-phone`, after a fresh XSRF cookie. */
  resetPasswordByPhone(request: ResetPasswordByPhoneRequest): Promise<Message>;
  /** `POST /recover-username`, after a fresh XSRF cookie. */
  recoverUsername(request: RecoverUsernameRequest): Promise<Message>;
  /** `POST /email-verification/send`, after a fresh XSRF cookie. */
  sendVerificationEmail(): Promise<Message>;
  /** `PUT /email-verification` with the token from the e-mailed link, after a fresh XSRF cookie. */
  verifyEmail(token: string): Promise<Message>;
  /** `POST /api/security-code/`: a code to the player's e-mail. */
  requestSecurityCode(action: SecurityCodeAction): Promise<Message>;
  /** `POST /api/user/change-email`. */
  changeEmail(request: ChangeEmailRequest): Promise<Message>;
  /** `POST /api/user/change-password`. */
  changePassword(request: ChangePasswordRequest): Promise<Message>;
  /** `POST /api/user/change-phone`: an OTP SMS to the current verified phone. */
  changePhone(): Promise<Message>;
  /** `POST /api/user/update-phone`. */
  updatePhone(request: UpdatePhoneRequest): Promise<Message>;
  /** `PATCH /api/user/update-profile`: the name or the language. */
  updateProfile(request: UpdateProfileRequest): Promise<Message>;
  /** `GET /api/payment-methods`. */
  paymentMethods(): Promise<PaymentMethods>;
  /** `GET /api/recharge/game`. */
  rechargeConfig(): Promise<RechargeConfig>;
  /** `POST /api/recharge/game`: converts KP into coins on a server, once per `decision` (its idempotency key). */
  rechargeGame(request: RechargeGameRequest, decision: Decision): Promise<Message>;
  /** `POST /api/recharge/card`, once per `decision`: the `data` of the answer, a message and the transaction's id. */
  topupCard(request: CardTopupRequest, decision: Decision): Promise<CardTopup>;
  /** `GET /api/transaction-history?nocache={ms}`: newest first. */
  transactions(): Promise<Transaction[]>;
  /** `GET /api/zones`. */
  zones(): Promise<Zone[]>;
  /** `GET /api/account-zones`. */
  accountZones(): Promise<AccountZone[]>;
  /** `POST /api/account-zones`: moves old balances to a server, once per `decision`. */
  assignAccountZone(zoneId: number, decision: Decision): Promise<Message>;
  /** `GET /api/giftpaysys`. */
  giftCodes(): Promise<GiftCode[]>;
  /** `POST /api/giftpaysys/receive` with the gift's id (9999 for the auto-key), once per `decision`. */
  claimGift(rewardType: number, decision: Decision): Promise<GiftClaim>;
}
