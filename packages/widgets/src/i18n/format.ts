import type { Translate } from './translate';

const numberFormat = new Intl.NumberFormat('vi-VN');
const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `10000` → `10.000`. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/**
 * `10000` → `10.000đ`: every amount of đồng a player reads, through the catalogue's 'common.vnd' (so an override and
 * the pseudo locale reach it). A text that holds an amount takes it formatted here, never with its own 'đ'.
 */
export function formatVnd(t: Translate, value: number): string {
  return t('common.vnd', { amount: formatNumber(value) });
}

/**
 * `1250` → `1.250 KP`: every KP amount a player reads (the widgets' and the portal's), through the catalogue's
 * 'common.kp'. A text that holds an amount ('Số dư: {amount}') takes it formatted here, never with its own 'KP'.
 */
export function formatKp(t: Translate, value: number): string {
  return t('common.kp', { amount: formatNumber(value) });
}

/** An ISO date as `02/11/2026`; an unreadable one as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** An ISO date as `02/11/2026 08:15` (the date first, as players read it); an unreadable one as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}
