import type { CardProvider } from './cards';
import type { CookieJar, SimulatorHandlersOptions } from './msw';
import type { SimulatorOptions } from './runtime';
import type { Simulator } from './simulator';
import type { MoneyWrite } from './state/idempotency';
import type { OutboxMessage } from './state/types';
import type { PasswordStrength } from './field-rules';
import type { AccountZone, GiftCode, Transaction, User } from './wire';

// Browser-safe entry: Node-only startSimulatorServer lives in ./serve.ts.
export { createSimulator } from './simulator';
export { createSimulatorHandlers, createCookieJar } from './msw';
export { DEFAULT_ORIGINS } from './runtime';
export { SEED_CREDENTIALS } from './state/seed';
export { DEV_CAPTCHA_FAIL, DEV_CAPTCHA_OK } from './validation';
export { passwordStrength } from './field-rules';
export { buildVietQr, crc16CcittFalse, hasValidCrc, parseEmvFields } from './vietqr';
export { CARD_PROVIDERS } from './cards';
export { messages } from './messages';

export type {
  AccountZone,
  CardProvider,
  CookieJar,
  GiftCode,
  MoneyWrite,
  OutboxMessage,
  PasswordStrength,
  Simulator,
  SimulatorHandlersOptions,
  SimulatorOptions,
  Transaction,
  User,
};
