// Built once: a new Intl.DateTimeFormat costs far more than formatting with one, and ages
// are decided on every signed-in request.
const turkeyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Turkey (the platform's clock for ages), as YYYY-MM-DD. */
export function turkeyDate(now: Date): string {
  return turkeyDay.format(now);
}

/**
 * Age in whole years for a YYYY-MM-DD birth date on the given day. A Date is read as the
 * calendar day in Turkey, so the browser and the server agree on birthdays at midnight.
 */
export function ageOn(birthDate: string, today: Date | string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = (typeof today === 'string' ? today : turkeyDate(today)).split('-').map(Number) as [number, number, number];
  let age = ty - y;
  if (tm < m || (tm === m && td < d)) age -= 1;
  return age;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The 101 selectable birth years: the current year and the 100 before it, newest first. */
export function birthYears(today: Date, count = 101): number[] {
  const current = today.getFullYear();
  return Array.from({ length: count }, (_, i) => current - i);
}

export const TURKISH_MONTHS = [
  'Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran',
  'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık',
] as const;

const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
export function formatLongDate(value: string | Date): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

/** SPEC §9 relative time: years, months (30 days), days, hours, minutes, otherwise 'az önce'. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const then = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const months = Math.floor(days / 30);
  const years = Math.floor(days / 365);
  if (years >= 1) return `${years} yıl önce`;
  if (months >= 1) return `${months} ay önce`;
  if (days >= 1) return `${days} gün önce`;
  if (hours >= 1) return `${hours} saat önce`;
  if (minutes >= 1) return `${minutes} dakika önce`;
  return 'az önce';
}
