/** A day (YYYY-MM-DD, in Turkey) and the views counted on it. */
export interface DailyPoint {
  date: string;
  views: number;
}

/** The length of one bar: a day for up to three months, a week for up to two years, else a month. */
export type StatsUnit = 'day' | 'week' | 'month';

/** One bar: the views of the days `start`..`end` (YYYY-MM-DD, both included). */
export interface StatsBucket {
  start: string;
  end: string;
  views: number;
}

const DAYS_AS_DAYS = 92;
const DAYS_AS_WEEKS = 731;

export function statsUnit(days: number): StatsUnit {
  return days <= DAYS_AS_DAYS ? 'day' : days <= DAYS_AS_WEEKS ? 'week' : 'month';
}

/**
 * Daily points as bars a chart can show: each day, or weeks counted back from the last day (so
 * the newest bar is a whole week and only the oldest may be shorter), or calendar months.
 */
export function bucketDaily(daily: readonly DailyPoint[]): { unit: StatsUnit; buckets: StatsBucket[] } {
  const unit = statsUnit(daily.length);
  if (unit === 'day') return { unit, buckets: daily.map((d) => ({ start: d.date, end: d.date, views: d.views })) };
  const buckets: StatsBucket[] = [];
  if (unit === 'week') {
    for (let end = daily.length; end > 0; end -= 7) {
      const week = daily.slice(Math.max(0, end - 7), end);
      buckets.unshift({ start: week[0]!.date, end: week.at(-1)!.date, views: week.reduce((sum, d) => sum + d.views, 0) });
    }
    return { unit, buckets };
  }
  for (const d of daily) {
    const last = buckets.at(-1);
    if (last && last.start.slice(0, 7) === d.date.slice(0, 7)) {
      last.end = d.date;
      last.views += d.views;
    } else buckets.push({ start: d.date, end: d.date, views: d.views });
  }
  return { unit, buckets };
}
