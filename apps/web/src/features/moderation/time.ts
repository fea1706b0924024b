const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 gün 4 saat", "5 saat 12 dakika", "8 dakika", "1 dakikadan az": the two largest units. */
export function durationText(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < MINUTE) return '1 dakikadan az';
  const days = Math.floor(abs / DAY);
  const hours = Math.floor((abs % DAY) / HOUR);
  const minutes = Math.floor((abs % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} gün ${hours} saat` : `${days} gün`;
  if (hours > 0) return minutes > 0 ? `${hours} saat ${minutes} dakika` : `${hours} saat`;
  return `${minutes} dakika`;
}

/** "2 saat önce" for a moment in the past. */
export function agoText(iso: string, now: number): string {
  return `${durationText(now - new Date(iso).getTime())} önce`;
}

export interface DueState {
  overdue: boolean;
  text: string;
}

/** The 24-hour promise of a queue item: the time left, or by how much it was missed. */
export function dueState(dueIso: string, now: number): DueState {
  const left = new Date(dueIso).getTime() - now;
  return left > 0
    ? { overdue: false, text: `Kalan süre: ${durationText(left)}` }
    : { overdue: true, text: `Süre aşıldı: ${durationText(left)} gecikti` };
}

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** The exact moment, for tooltips and the audit. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
