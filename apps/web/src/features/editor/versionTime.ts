import { relativeTime } from '@okuryazar/shared';

/*
 * When a version of the text was written, as the history list and the draft offer show it:
 * the clock time (with the day when it is not today) beside the relative age. "az önce" alone
 * says nothing when an author saved three times in a minute (issue 28).
 */

const clock = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit' });
const clockSeconds = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/** '14:32' today ('14:32:05' with seconds), 'Dün 14:32', '3 Mayıs 14:32', '3 Mayıs 2024 14:32'. */
export function formatVersionTime(date: Date, now: Date = new Date(), seconds = false): string {
  const time = (seconds ? clockSeconds : clock).format(date);
  if (sameDay(date, now)) return time;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return `Dün ${time}`;
  const day = date.getFullYear() === now.getFullYear() ? dayMonth.format(date) : dayMonthYear.format(date);
  return `${day} ${time}`;
}

export interface VersionTime {
  /** The clock time, with seconds when another listed version falls in the same minute. */
  clock: string;
  /** '5 dakika önce', 'az önce'. */
  relative: string;
}

/** The times of a list of versions, told apart: two saves in one minute show their seconds. */
export function versionTimes(values: readonly string[], now: Date = new Date()): VersionTime[] {
  const dates = values.map((value) => new Date(value));
  const minutes = dates.map((date) => formatVersionTime(date, now));
  return dates.map((date, i) => ({
    clock: minutes.indexOf(minutes[i]!) !== minutes.lastIndexOf(minutes[i]!) ? formatVersionTime(date, now, true) : minutes[i]!,
    relative: relativeTime(date, now),
  }));
}
