import { formatNumber } from './format';
import { bucketDaily, type DailyPoint, type StatsBucket, type StatsUnit } from './statsBuckets';
import styles from './StoryStatsPage.module.css';

export type { DailyPoint };

// The plot's own coordinates; it stretches to the box, labels are HTML so text never scales.
const W = 300;
const H = 100;
const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayFull = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-06-15" → "15 Haz" (the date is a calendar day, read in UTC so it never shifts). */
export const shortDay = (date: string) => dayLabel.format(utc(date));
export const longDay = (date: string) => dayLong.format(utc(date));
/** "2026-06-15" → "15 Haziran 2026". */
export const fullDay = (date: string) => dayFull.format(utc(date));

/** A bar's name: "12 Haziran", "8 Haziran – 14 Haziran", "Haziran 2026". */
export function bucketName(bucket: StatsBucket, unit: StatsUnit): string {
  if (unit === 'month') return monthLong.format(utc(bucket.start));
  return bucket.start === bucket.end ? longDay(bucket.start) : `${longDay(bucket.start)} – ${longDay(bucket.end)}`;
}

const bucketAxisLabel = (bucket: StatsBucket, unit: StatsUnit) => (unit === 'month' ? monthShort.format(utc(bucket.start)) : shortDay(unit === 'week' ? bucket.start : bucket.end));

const UNIT_NAMES: Record<StatsUnit, string> = { day: 'gün', week: 'hafta', month: 'ay' };
/** How many axis labels at most: they stay apart on a phone. */
const AXIS_LABELS = 4;

/**
 * The scale's top for the highest day: two equal steps up from 0, each a whole number of reads
 * that reads well (1, 2, 2.5 or 5 × 10ⁿ, never below 1), so every axis label is an integer
 * ("0 · 1 · 2", "0 · 5 · 10", "0 · 25 · 50"): a read cannot be halved.
 */
export function niceMax(value: number): number {
  const half = Math.max(value, 1) / 2;
  let power = 10 ** Math.floor(Math.log10(half));
  for (;;) {
    for (const step of [1, 2, 2.5, 5]) {
      const tick = step * power;
      if (tick >= half && Number.isInteger(tick)) return tick * 2;
    }
    power *= 10;
  }
}

/**
 * The chart's text alternative: the range, its total and the busiest day (or week, or month).
 * `endsToday` says the range is the last days up to today ("Son 30 günde"); otherwise its dates are named.
 */
export function chartSummary(daily: DailyPoint[], endsToday = true): string {
  const total = daily.reduce((sum, d) => sum + d.views, 0);
  const range = endsToday || daily.length === 0 ? `Son ${daily.length} günde` : `${fullDay(daily[0]!.date)} – ${fullDay(daily.at(-1)!.date)} arasında`;
  if (total === 0) return `${range} okunma yok.`;
  const { unit, buckets } = bucketDaily(daily);
  const best = buckets.reduce((a, b) => (b.views > a.views ? b : a));
  return `${range} toplam ${formatNumber(total)} okunma. En çok okunan ${UNIT_NAMES[unit]} ${bucketName(best, unit)}: ${formatNumber(best.views)} okunma.`;
}

/**
 * Views as bars, drawn by hand (no chart library): a bar a day for up to three months, then a
 * week, then a month (statsBuckets.ts). An image for assistive technology with a one-sentence
 * summary, each bar titled with its dates for pointer users; the same numbers are in the table
 * beside it. The axis labels are HTML beside the drawing, so they keep their size on a phone
 * and on a wide screen.
 */
export function ViewsChart({ daily, endsToday = true }: { daily: DailyPoint[]; endsToday?: boolean }) {
  const { unit, buckets } = bucketDaily(daily);
  const max = niceMax(Math.max(0, ...buckets.map((b) => b.views)));
  const slot = W / Math.max(buckets.length, 1);
  const barW = slot * 0.7;
  // Whole numbers only (niceMax): the middle line is an exact number of reads.
  const ticks = [max, max / 2, 0];
  // The last bar and every step-th before it (never one crowding the chart's left edge): a
  // week apart for a month of days, as many as fit otherwise.
  const last = buckets.length - 1;
  const step = unit === 'day' && buckets.length <= 31 ? 7 : Math.max(1, Math.ceil(buckets.length / AXIS_LABELS));
  const edge = Math.max(1, Math.floor(step / 2));
  const labelled = buckets.flatMap((b, i) => ((last - i) % step === 0 && (i === last || i >= edge) ? [{ b, i }] : []));

  return (
    <div className={styles.chartBox}>
      <div className={styles.plotRow}>
        <div className={styles.yAxis} aria-hidden="true">
          {ticks.map((t) => (
            <span key={t} style={{ top: `${(1 - t / max) * 100}%` }}>
              {formatNumber(t)}
            </span>
          ))}
        </div>
        <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={chartSummary(daily, endsToday)}>
          {ticks.map((t) => (
            <line key={t} className={styles.grid} x1={0} x2={W} y1={H - (t / max) * H} y2={H - (t / max) * H} vectorEffect="non-scaling-stroke" />
          ))}
          {buckets.map((b, i) => {
            const h = (b.views / max) * H;
            return (
              <rect key={b.start} className={styles.bar} x={i * slot + (slot - barW) / 2} y={H - h} width={barW} height={h}>
                <title>{`${bucketName(b, unit)}: ${formatNumber(b.views)} okunma`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {labelled.map(({ b, i }) =>
          i === last ? (
            <span key={b.start} style={{ right: 0 }}>
              {bucketAxisLabel(b, unit)}
            </span>
          ) : (
            <span key={b.start} style={{ left: `${((i + 0.5) / buckets.length) * 100}%`, transform: 'translateX(-50%)' }}>
              {bucketAxisLabel(b, unit)}
            </span>
          ),
        )}
      </div>
    </div>
  );
}
