import type { PayableValue } from '../../api';

/** Whether the player's KP cover a payable amount (spec section 5: amounts above the credit cannot be chosen). */
export function isAffordable(payable: PayableValue, credit: number): boolean {
  return payable.credit <= credit;
}

/**
 * What the recharge button needs (spec section 5): an amount the credit covers (the balance may have fallen since it
 * was chosen), a server, and no request running.
 */
export interface RechargeReadiness {
  credit: number;
  amount: number | null;
  zoneId: string;
  processing: boolean;
}

/** Whether 'Nạp {coinName}' can be pressed. */
export function canRecharge({ credit, amount, zoneId, processing }: RechargeReadiness): boolean {
  return amount !== null && amount > 0 && amount <= credit && zoneId !== '' && !processing;
}
