import { GIFTS, findZone } from './catalogue';
import type { Zone } from './catalogue';
import type { Account, TransactionPayload, TransactionRecord } from './state/types';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `User` of docs/api-contract.md. */
export type User = {
  username: string;
  email: string | null;
  phoneNumber: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dob: string | null;
  language: 'vi-VN';
  joinAt: string;
  lastPasswordChange: string | null;
  verifiedAt: string | null;
  verifiedPhoneAt: string | null;
  mfaEnabled: boolean;
  credit: number;
  debtCredit: number;
};

/** `Transaction` of docs/api-contract.md. */
export type Transaction = {
  id: number;
  type: string;
  value: number;
  realValue: number;
  currency: 'KP' | 'VND';
  status: string;
  updatedAt: string;
  payload: TransactionPayload;
  relatedTransactions: Transaction[];
};

/** `AccountZone` of docs/api-contract.md. */
export type AccountZone = { zone: Zone; leftCoin: number; extpoint0: number; extpoint4: number };

/** `GiftCode` of docs/api-contract.md. */
export type GiftCode = {
  id: number;
  description: string;
  shareRequired: 0 | 1;
  giftCode: string | null;
  giftState: boolean;
  userReceiveAt: string | null;
};

/** The account as GET /api/me shows it. */
export function toUser(account: Account): User {
  return {
    username: account.username,
    email: account.email,
    phoneNumber: account.phoneNumber,
    firstName: account.firstName,
    middleName: account.middleName,
    lastName: account.lastName,
    dob: account.dob,
    language: account.language,
    joinAt: new Date(account.joinAt).toISOString(),
    lastPasswordChange: iso(account.lastPasswordChange),
    verifiedAt: iso(account.verifiedAt),
    verifiedPhoneAt: iso(account.verifiedPhoneAt),
    mfaEnabled: account.mfaEnabled,
    credit: account.credit,
    debtCredit: account.debtCredit,
  };
}

/** A ledger record as the history shows it. */
export function toTransaction(record: TransactionRecord): Transaction {
  return {
    id: record.id,
    type: record.type,
    value: record.value,
    realValue: record.realValue,
    currency: record.currency,
    status: record.status,
    updatedAt: new Date(record.updatedAt).toISOString(),
    payload: {
      ...record.payload,
      metadata: record.payload.metadata && { ...record.payload.metadata },
    },
    relatedTransactions: record.related.map(toTransaction),
  };
}

/** The account's zones with balances, skipping entries of zones that no longer exist. */
export function toAccountZones(account: Account): AccountZone[] {
  return account.zones.flatMap(({ zoneId, leftCoin, extpoint0, extpoint4 }) => {
    const zone = findZone(zoneId);
    return zone ? [{ zone: { ...zone }, leftCoin, extpoint0, extpoint4 }] : [];
  });
}

/** Every gift code with this account's claim state. */
export function toGiftCodes(account: Account): GiftCode[] {
  return GIFTS.map((gift) => {
    const claim = account.gifts.get(gift.id);
    return {
      id: gift.id,
      description: gift.description,
      shareRequired: gift.shareRequired,
      giftCode: claim?.giftCode ?? null,
      giftState: claim !== undefined,
      userReceiveAt: iso(claim?.receivedAt ?? null),
    };
  });
}
