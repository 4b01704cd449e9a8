import { seedTransactions } from './seed-history';
import type { Account, ClaimedGift, State } from './types';

const DAY = 24 * 60 * 60_000;

/** The seed accounts' usernames and passwords, for tests and the README of the simulator. */
export const SEED_CREDENTIALS = {
  demo: 'Demo@2026',
  debtor: 'Debtor@2026',
  legacy: 'Legacy@2026',
  newbie: 'Newbie@2026',
} as const;

function account(
  now: number,
  fields: Partial<Account> & Pick<Account, 'username' | 'password'>,
): Account {
  return {
    email: null,
    phoneNumber: null,
    firstName: null,
    middleName: null,
    lastName: null,
    dob: null,
    language: 'vi-VN',
    joinAt: now - 200 * DAY,
    lastPasswordChange: null,
    verifiedAt: null,
    verifiedPhoneAt: null,
    mfaEnabled: false,
    receiveNewsletter: false,
    credit: 0,
    debtCredit: 0,
    zones: [],
    gifts: new Map(),
    ...fields,
  };
}

function seedAccounts(now: number): Account[] {
  const gifts = (entries: [number, string, number][]) =>
    new Map<number, ClaimedGift>(
      entries.map(([id, giftCode, daysAgo]) => [id, { giftCode, receivedAt: now - daysAgo * DAY }]),
    );
  return [
    account(now, {
      username: 'demo',
      password: SEED_CREDENTIALS.demo,
      email: 'demo@example.com',
      phoneNumber: '0912345678',
      firstName: 'An',
      middleName: 'Văn',
      lastName: 'Nguyễn',
      dob: '1995-08-20T00:00:00.000Z',
      joinAt: now - 400 * DAY,
      lastPasswordChange: now - 90 * DAY,
      verifiedAt: now - 399 * DAY,
      verifiedPhoneAt: now - 399 * DAY,
      receiveNewsletter: true,
      credit: 1500,
      zones: [
        { zoneId: 1, leftCoin: 250_000, extpoint0: 0, extpoint4: 120 },
        { zoneId: 2, leftCoin: 48_000, extpoint0: 0, extpoint4: 0 },
      ],
      gifts: gifts([
        [1, 'TANTHU-8KD2QX7M', 300],
        [2, 'TRUNGTHU-5RM7ZP2C', 40],
      ]),
    }),
    account(now, {
      username: 'debtor',
      password: SEED_CREDENTIALS.debtor,
      email: 'debtor@example.com',
      phoneNumber: '0912000002',
      firstName: 'Bình',
      lastName: 'Trần',
      verifiedAt: now - 150 * DAY,
      verifiedPhoneAt: now - 150 * DAY,
      debtCredit: 300,
      zones: [{ zoneId: 1, leftCoin: 51_000, extpoint0: 0, extpoint4: 0 }],
    }),
    account(now, {
      username: 'legacy',
      password: SEED_CREDENTIALS.legacy,
      email: 'legacy@example.com',
      phoneNumber: '0912000003',
      firstName: 'Cường',
      lastName: 'Lê',
      joinAt: now - 1500 * DAY,
      verifiedAt: now - 1400 * DAY,
      verifiedPhoneAt: now - 1400 * DAY,
      credit: 800,
      zones: [
        { zoneId: 90, leftCoin: 125_000, extpoint0: 4550, extpoint4: 300 },
        { zoneId: 2, leftCoin: 1000, extpoint0: 0, extpoint4: 0 },
      ],
    }),
    account(now, {
      username: 'newbie',
      password: SEED_CREDENTIALS.newbie,
      email: 'newbie@example.com',
      phoneNumber: '0987000004',
      joinAt: now - 1 * DAY,
    }),
  ];
}

/** A fresh state: the four seed accounts, their history, and nothing else. */
export function createSeedState(now: number): State {
  return {
    accounts: new Map(seedAccounts(now).map((a) => [a.username, a])),
    sessions: new Map(),
    rememberTokens: new Map(),
    transactions: seedTransactions(now),
    resetTokens: new Map(),
    verificationTokens: new Map(),
    otps: new Map(),
    securityCodes: new Map(),
    outbox: [],
    faults: [],
    rateLimits: new Map(),
    idempotencyKeys: new Map(),
    sequence: { transaction: 5001, message: 1, fault: 1 },
  };
}
