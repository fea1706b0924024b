/**
 * Schedules are chosen and shown in Turkish time, whatever the browser's zone: a Turkish
 * platform's readers expect "20:00" to mean 20:00 in Turkey.
 */
const ZONE = 'Europe/Istanbul';

const display = new Intl.DateTimeFormat('tr-TR', { timeZone: ZONE, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-25T17:00:00Z" → "25 Kasım 20:00". */
export function formatScheduleTime(iso: string): string {
  return display.format(new Date(iso));
}

/** What an author sees on a scheduled chapter. */
export function scheduledLabel(iso: string): string {
  return `Zamanlandı · ${formatScheduleTime(iso)}`;
}

/** An instant as the value of a datetime-local input in Turkish time ("2026-11-25T20:00"). */
export function toTurkeyInputValue(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value read as Turkish wall-clock time, as an ISO instant; null when unreadable. */
export function fromTurkeyInputValue(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at that moment: the wall time read back in Turkey, minus the guess.
  const offset = Date.parse(`${toTurkeyInputValue(wall)}:00Z`) - wall;
  return new Date(wall - offset).toISOString();
}
