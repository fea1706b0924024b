import { formatNumber } from './format';
import styles from './StoryStatsPage.module.css';

export interface DailyPoint {
  date: string;
  views: number;
}

// The plot's own coordinates; it stretches to the box, labels are HTML so text never scales.
const W = 300;
const H = 100;
const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "2026-06-15" → "15 Haz" (the date is a calendar day, read in UTC so it never shifts). */
export const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
export const longDay = (date: string) => dayLong.format(new Date(`${date}T00:00:00Z`));

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

/** The chart's text alternative: total, busiest day and the last day. */
export function chartSummary(daily: DailyPoint[]): string {
  const total = daily.reduce((sum, d) => sum + d.views, 0);
  if (total === 0) return `Son ${daily.length} günde okunma yok.`;
  const best = daily.reduce((a, b) => (b.views > a.views ? b : a));
  return `Son ${daily.length} günde toplam ${formatNumber(total)} okunma. En çok okunan gün ${longDay(best.date)}: ${formatNumber(best.views)} okunma.`;
}

/**
 * Daily views as bars, drawn by hand (no chart library): an image for assistive technology
 * with a one-sentence summary, each bar titled with its day for pointer users. The same
 * numbers are in the table beside it. The axis labels are HTML beside the drawing, so they
 * keep their size on a phone and on a wide screen.
 */
export function ViewsChart({ daily }: { daily: DailyPoint[] }) {
  const max = niceMax(Math.max(0, ...daily.map((d) => d.views)));
  const slot = W / Math.max(daily.length, 1);
  const barW = slot * 0.7;
  // Whole numbers only (niceMax): the middle line is an exact number of reads.
  const ticks = [max, max / 2, 0];
  // The last day and every seventh day before it (never one crowding the chart's left edge).
  const last = daily.length - 1;
  const labelled = daily.flatMap((d, i) => ((last - i) % 7 === 0 && (i === last || i >= 3) ? [{ d, i }] : []));

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
        <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={chartSummary(daily)}>
          {ticks.map((t) => (
            <line key={t} className={styles.grid} x1={0} x2={W} y1={H - (t / max) * H} y2={H - (t / max) * H} vectorEffect="non-scaling-stroke" />
          ))}
          {daily.map((d, i) => {
            const h = (d.views / max) * H;
            return (
              <rect key={d.date} className={styles.bar} x={i * slot + (slot - barW) / 2} y={H - h} width={barW} height={h}>
                <title>{`${longDay(d.date)}: ${formatNumber(d.views)} okunma`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        {labelled.map(({ d, i }) =>
          i === daily.length - 1 ? (
            <span key={d.date} style={{ right: 0 }}>
              {shortDay(d.date)}
            </span>
          ) : (
            <span key={d.date} style={{ left: `${((i + 0.5) / daily.length) * 100}%`, transform: 'translateX(-50%)' }}>
              {shortDay(d.date)}
            </span>
          ),
        )}
      </div>
    </div>
  );
}
