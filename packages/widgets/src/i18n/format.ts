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

/** `10000` → `10.000đ`. */
export function formatVnd(value: number): string {
  return `${numberFormat.format(value)}đ`;
}

/** `1250` → `1.250 KP`. */
export function formatKp(value: number): string {
  return `${numberFormat.format(value)} KP`;
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
