export {
  messageSchema,
  noContentSchema,
  sessionAnswerSchema,
  type Message,
} from './commandAnswers';
export { toUser, userSchema, type User } from './user';
export {
  cardSchema,
  cardTopupSchema,
  paymentMethodsSchema,
  toPaymentMethods,
  transferMethodNames,
  transferMethodSchema,
  type Card,
  type CardTopup,
  type PaymentMethods,
  type TransferBonus,
  type TransferMethod,
  type TransferMethodName,
} from './payment';
export {
  accountZoneSchema,
  accountZonesSchema,
  rechargeConfigSchema,
  toAccountZone,
  zoneSchema,
  zoneStateOf,
  zoneStates,
  zonesSchema,
  type AccountZone,
  type PayableValue,
  type RechargeConfig,
  type Zone,
  type ZoneState,
} from './game';
export {
  transactionStatusOf,
  transactionTypeOf,
  transactionSchema,
  transactionsSchema,
  transactionStatuses,
  transactionTypes,
  type Transaction,
  type TransactionPayload,
  type TransactionStatus,
  type TransactionType,
} from './transaction';
export {
  giftClaimSchema,
  giftCodeSchema,
  giftCodesSchema,
  type GiftClaim,
  type GiftCode,
} from './gift';
