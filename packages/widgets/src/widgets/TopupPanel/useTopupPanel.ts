import { useState } from 'react';
import type { PaymentMethods } from '../../api';
import { usePaymentMethods } from '../../provider';
import { paymentMethodKinds, type PaymentMethodKind } from './paymentMethodKinds';

export { paymentMethodKinds, type PaymentMethodKind };

/** A tile of a method that has at least one entry, with its count. */
export interface MethodTile {
  kind: PaymentMethodKind;
  count: number;
}

/** What the panel shows: loading, a failure with a retry, no method at all, or the tiles and the chosen method. */
export type TopupView =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'empty' }
  | {
      status: 'ready';
      methods: PaymentMethods;
      tiles: MethodTile[];
      selected: PaymentMethodKind | null;
    };

function countOf(methods: PaymentMethods, kind: PaymentMethodKind): number {
  switch (kind) {
    case 'bank-transfer':
      return methods.bankTransfers.length;
    case 'e-wallet':
      return methods.eWallets.length;
    case 'card':
      return methods.cards.length;
    default:
      return kind satisfies never;
  }
}

/** Options of {@link useTopupPanel}: the chosen method controlled by the host (its URL), or kept here. */
export interface TopupPanelControl {
  method?: PaymentMethodKind | null | undefined;
  defaultMethod?: PaymentMethodKind | null | undefined;
  onMethodChange?: ((method: PaymentMethodKind) => void) | undefined;
}

/**
 * The payment methods of `GET /api/payment-methods` as tiles (only those with entries) and the chosen one: the
 * host's `method` when it gives one (the portal's URL is the source of truth), else the panel's own choice.
 */
export function useTopupPanel({ method, defaultMethod = null, onMethodChange }: TopupPanelControl) {
  const query = usePaymentMethods();
  const [own, setOwn] = useState<PaymentMethodKind | null>(defaultMethod);
  const controlled = method !== undefined;
  const choose = (kind: PaymentMethodKind) => {
    if (!controlled) setOwn(kind);
    onMethodChange?.(kind);
  };
  const view = ((): TopupView => {
    switch (query.status) {
      case 'loading':
        return query;
      case 'failed':
        return { status: 'failed', error: query.error, retry: query.retry };
      case 'ready': {
        const tiles = paymentMethodKinds
          .map((kind) => ({ kind, count: countOf(query.data, kind) }))
          .filter((tile) => tile.count > 0);
        if (tiles.length === 0) return { status: 'empty' };
        const wanted = controlled ? method : own;
        const selected = tiles.some((tile) => tile.kind === wanted) ? wanted : null;
        return { status: 'ready', methods: query.data, tiles, selected };
      }
      default:
        return query satisfies never;
    }
  })();
  return { view, choose };
}
