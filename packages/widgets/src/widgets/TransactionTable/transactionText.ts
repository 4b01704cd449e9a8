import type { Transaction, TransactionStatus, TransactionType } from '../../api';
import { formatKp, formatNumber, formatVnd, type TextKey, type Translate } from '../../i18n';
import type { history } from '../../i18n/vi-VN/history';

/** The one place a game's id becomes its name; an unknown id is shown as it came. */
const gameNames: Readonly<Record<string, TextKey<typeof history>>> = {
  'vo-lam': 'history.game.voLam',
};

/** Payment brands as players write them; an unknown source is capitalised. */
const sourceBrands: Readonly<Record<string, string>> = {
  momo: 'MoMo',
  viettelpay: 'ViettelPay',
  vietcombank: 'Vietcombank',
  techcombank: 'Techcombank',
};

/** `VIETTEL` → `Viettel`. */
export function capitalise(word: string): string {
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A game's name from its id. */
export function gameName(gameId: string, t: Translate<typeof history>): string {
  const key = gameNames[gameId];
  return key ? t(key) : gameId;
}

function brandOf(source: string | null | undefined): string | undefined {
  if (!source) return undefined;
  return sourceBrands[source.toLowerCase()] ?? capitalise(source);
}

/** The type column: 'Nạp', 'Ví MoMo', 'Thẻ Viettel'…; an unknown type is 'Giao dịch khác'. */
export function typeLabel(transaction: Transaction, t: Translate<typeof history>): string {
  const { type, payload } = transaction;
  switch (type) {
    case 'credit.recharge':
      return t('history.type.recharge');
    case 'credit.bonus':
      return t('history.type.bonus');
    case 'credit.pay':
      return t('history.type.pay');
    case 'credit.recall':
      return t('history.type.recall');
    case 'credit.refund':
      return t('history.type.refund');
    case 'topup.bank-transfer': {
      const bank = brandOf(payload?.source);
      return bank ? t('history.type.bankTransferFrom', { bank }) : t('history.type.bankTransfer');
    }
    case 'topup.e-wallet': {
      const brand = brandOf(payload?.source);
      return brand ? t('history.type.eWalletFrom', { brand }) : t('history.type.eWallet');
    }
    case 'topup.card':
      return payload?.provider
        ? t('history.type.cardOf', { provider: capitalise(payload.provider) })
        : t('history.type.card');
    case 'other':
      return t('history.type.other');
    default:
      return type satisfies never;
  }
}

/** The sign a value carries: a recall takes KP away; bonus, refund and recharge add KP. */
function signOf(type: TransactionType): '-' | '+' | '' {
  if (type === 'credit.recall') return '-';
  if (type === 'credit.bonus' || type === 'credit.refund' || type === 'credit.recharge') return '+';
  return '';
}

/**
 * The value column the vi-VN way: `100.000đ`, `+50 KP`, `-100 KP`; another currency as it came. A negative value
 * keeps its own sign, whatever its type says (a -100 bonus is '-100 KP', never '+100 KP').
 */
export function valueText(t: Translate, { type, value, currency }: Transaction): string {
  const amount = Math.abs(value);
  const formatted =
    currency === 'KP'
      ? formatKp(t, amount)
      : currency === 'VND'
        ? formatVnd(t, amount)
        : `${formatNumber(amount)} ${currency}`;
  return `${value < 0 ? '-' : signOf(type)}${formatted}`;
}

/** The detail column: the error note (shown in red), the game recharge, the top-up text, or nothing. */
export type Detail = { kind: 'error'; text: string } | { kind: 'note'; text: string } | null;

/**
 * Spec section 3: an error note first; else 'Nạp {game}' with the coins for credit.pay; 'Nạp KP' for top-ups. A row
 * that would leave a player asking why has its reason too: a status the portal cannot name ('Chưa rõ') says it
 * awaits reconciliation and what to do, a recall why KP were taken back.
 */
export function detailOf(
  { id, type, status, payload }: Transaction,
  t: Translate<typeof history>,
): Detail {
  if (payload?.errorNote) return { kind: 'error', text: payload.errorNote };
  if (status === 'unknown') return { kind: 'note', text: t('history.detail.unknown', { id }) };
  if (type === 'credit.recall') return { kind: 'note', text: t('history.detail.recall') };
  if (type === 'credit.pay' && payload?.metadata) {
    const { coin, coinName, gameId } = payload.metadata;
    return {
      kind: 'note',
      text: t('history.detail.pay', {
        game: gameName(gameId, t),
        coins: formatNumber(coin),
        coinName,
      }),
    };
  }
  if (type.startsWith('topup.')) return { kind: 'note', text: t('history.detail.topup') };
  return null;
}

/** The mark a status shows: a cancelled card failed to top up, so it reads and looks as failed ('Thất bại'). */
export type StatusKind = 'pending' | 'succeeded' | 'failed' | 'unknown';

/** The status a transaction shows (the decoder already made anything unknown `unknown`, 'Chưa rõ'). */
export function statusKind(status: TransactionStatus): StatusKind {
  switch (status) {
    case 'pending':
    case 'succeeded':
    case 'failed':
    case 'unknown':
      return status;
    case 'cancelled':
      return 'failed';
    default:
      return status satisfies never;
  }
}

/** The words of a status. */
export function statusText(kind: StatusKind, t: Translate<typeof history>): string {
  switch (kind) {
    case 'pending':
      return t('history.status.pending');
    case 'succeeded':
      return t('history.status.success');
    case 'failed':
      return t('history.status.failed');
    case 'unknown':
      return t('history.status.unknown');
    default:
      return kind satisfies never;
  }
}
