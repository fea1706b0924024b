// Built once, on first use: a new Intl.DateTimeFormat costs far more than formatting with one,
// and ages are decided on every signed-in request. Not at import: the first Intl object a page
// makes loads the locale data (50–200 ms of main thread on a phone), and most pages that
// import this module never ask for Turkey's date (docs/PRODUCT.md#budgets).
let turkeyDay: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Turkey (the platform's clock for ages), as YYYY-MM-DD. */
export function turkeyDate(now: Date): string {
  turkeyDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' });
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

/** CLDR's abbreviated Turkish month names (tr-TR `month: 'short'`). */
export const TURKISH_MONTHS_SHORT = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'] as const;

/**
 * Turkey's offset from UTC: +03:00 all year since September 2016 (no daylight saving). Every
 * date the app writes is Turkey's calendar day, whatever the zone of the machine writing it: the
 * server renders the book page and the chapter (prerender/appPage.tsx) and the browser hydrates
 * the same text, so the two must agree on the day of an evening's chapter (21:00–24:00 UTC).
 */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A calendar date as tr-TR writes it, on Turkey's calendar: "5 Mart 2024" (long) or
 * "5 Mar 2024" (short); '' for an invalid date. Written by hand, the same text as
 * Intl.DateTimeFormat('tr-TR', { day: 'numeric', month, year: 'numeric', timeZone:
 * 'Europe/Istanbul' }) (shared.test.ts compares them), so pages that show dates build no Intl
 * object (see turkeyDate).
 */
export function formatTurkishDate(value: string | Date, month: 'long' | 'short' = 'long'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const names = month === 'long' ? TURKISH_MONTHS : TURKISH_MONTHS_SHORT;
  const turkey = new Date(date.getTime() + TURKEY_OFFSET_MS);
  return `${turkey.getUTCDate()} ${names[turkey.getUTCMonth()]} ${turkey.getUTCFullYear()}`;
}

/** The year on Turkey's calendar (see TURKEY_OFFSET_MS). */
export function turkeyYear(value: Date | number): number {
  return new Date(new Date(value).getTime() + TURKEY_OFFSET_MS).getUTCFullYear();
}

/** "5 Mart 2024" (see formatTurkishDate). */
export function formatLongDate(value: string | Date): string {
  return formatTurkishDate(value, 'long');
}

/** docs/PRODUCT.md#constants-and-limits relative time: years, months (30 days), days, hours, minutes, otherwise 'az önce'. */
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
