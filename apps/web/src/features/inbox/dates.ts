import { formatLongDate } from '@okuryazar/shared';

const weekday = new Intl.DateTimeFormat('tr-TR', { weekday: 'long' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long' });
const clock = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Local calendar day, for grouping messages. */
export function dayKey(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Day separator text: 'Bugün', 'Dün', a weekday within the week, else '12 Mart' or '12 Mart 2023'. */
export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const days = Math.round((startOfDay(now) - startOfDay(d)) / 86_400_000);
  if (days === 0) return 'Bugün';
  if (days === 1) return 'Dün';
  if (days > 1 && days < 7) return weekday.format(d);
  if (d.getFullYear() === now.getFullYear()) return dayMonth.format(d);
  return formatLongDate(d);
}

/** Message time, e.g. '14:05'. */
export function clockTime(value: string | Date): string {
  return clock.format(typeof value === 'string' ? new Date(value) : value);
}
