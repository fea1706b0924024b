const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact' });
const full = new Intl.NumberFormat('tr-TR');
const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 1234 → "1,2 B" (Turkish compact notation). */
export function formatCount(value: number): string {
  return compact.format(value);
}

/** 1234 → "1.234". */
export function formatNumber(value: number): string {
  return full.format(value);
}

/** "2025-03-05T…" → "5 Mart 2025"; an unreadable value gives an empty string. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "5 Mart 2025 14:30", for titles and screen readers. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
