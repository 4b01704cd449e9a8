import type { Account, State } from './types';

/** Finds an account by username, ignoring case as the real database collation does. */
export function findAccount(state: State, username: string): Account | undefined {
  return state.accounts.get(username.trim().toLowerCase());
}

/** Puts a phone number in local form: '+84 912 345 678' and '84912345678' become '0912345678'. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('84') && digits.length >= 11 ? `0${digits.slice(2)}` : digits;
}

/** Hides the middle of a phone number: '0912345678' → '091****678'. */
export function maskPhone(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 3)}****${phone.slice(-3)}`;
}

/** Hides a card PIN but its last four digits. */
export function maskPin(pin: string): string {
  return `••••••••${pin.slice(-4)}`;
}

/**
 * Adds KP to an account, paying off its debt first (spec section 2: debt is deducted
 * automatically at the next top-up). Returns how much of the debt was paid.
 */
export function addCredit(account: Account, kp: number): { debtPaid: number } {
  const debtPaid = Math.min(account.debtCredit, kp);
  account.debtCredit -= debtPaid;
  account.credit += kp - debtPaid;
  return { debtPaid };
}
