/** A game server. */
export type Zone = { id: number; name: string; state: 'active' | 'closed' };

/** The game servers: three active ones and a closed legacy server whose balances must move. */
export const ZONES: readonly Zone[] = [
  { id: 1, name: 'Máy chủ Thiên Long', state: 'active' },
  { id: 2, name: 'Máy chủ Bạch Hổ', state: 'active' },
  { id: 3, name: 'Máy chủ Huyền Vũ', state: 'active' },
  { id: 90, name: 'Máy chủ Phượng Hoàng (cũ)', state: 'closed' },
];

/** Looks a zone up by id. */
export function findZone(id: number): Zone | undefined {
  return ZONES.find((zone) => zone.id === id);
}

/** The game's premium coin and the id the client maps to the game's name. */
export const GAME = { coinName: 'Kim Nguyên Bảo', gameId: 'vo-lam' } as const;

/** KP amounts a player can convert, and the coins each one buys (bigger amounts get a bonus). */
export const PAYABLE_VALUES: readonly { credit: number; coinsReceived: number }[] = [
  { credit: 100, coinsReceived: 100 },
  { credit: 200, coinsReceived: 200 },
  { credit: 500, coinsReceived: 510 },
  { credit: 1000, coinsReceived: 1030 },
  { credit: 2000, coinsReceived: 2080 },
  { credit: 5000, coinsReceived: 5250 },
];

/** A gift players can claim. */
export type GiftDefinition = { id: number; description: string; shareRequired: 0 | 1 };

/** The id of the auto-key gift, claimable after 100.000đ of successful top-ups. */
export const AUTO_KEY_GIFT_ID = 9999;

/** Accumulated successful top-ups (đồng) the auto-key gift asks for. */
export const AUTO_KEY_TOPUP_THRESHOLD = 100_000;

/** Every gift code, in display order. */
export const GIFTS: readonly GiftDefinition[] = [
  { id: 1, description: 'Quà tân thủ', shareRequired: 1 },
  { id: 2, description: 'Quà sự kiện Trung thu', shareRequired: 1 },
  { id: 3, description: 'Quà mừng máy chủ Huyền Vũ', shareRequired: 1 },
  { id: AUTO_KEY_GIFT_ID, description: 'Quà nạp tích lũy 100.000đ', shareRequired: 0 },
];

/** The confirmation purposes a security code can be requested for (spec section 3). */
export const SECURITY_ACTIONS = [
  'confirm.email',
  'confirm.phone_number',
  'confirm.payment',
  'confirm.change_password',
  'confirm.change_email',
  'approve.login',
] as const;

/** One of SECURITY_ACTIONS. */
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** How long one-time secrets stay valid, in milliseconds. */
export const LIFETIME = {
  resetToken: 60 * 60_000,
  otp: 10 * 60_000,
  securityCode: 10 * 60_000,
  // Laravel 8's recaller cookie: 2,628,000 minutes (five years)
  rememberCookie: 2_628_000 * 60_000,
} as const;
