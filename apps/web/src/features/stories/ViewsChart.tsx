import { formatNumber } from './format';
import styles from './StoryStatsPage.module.css';

export interface DailyPoint {
  date: string;
  views: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };
const dayLabel = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "2026-06-15" → "15 Haz" (the date is a calendar day, read in UTC so it never shifts). */
export const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
export const longDay = (date: string) => dayLong.format(new Date(`${date}T00:00:00Z`));

/** A scale top that reads well: 1, 2, 5 × 10ⁿ at or above the highest day (at least 5). */
function niceMax(value: number): number {
  const floor = Math.max(value, 5);
  const power = 10 ** Math.floor(Math.log10(floor));
  for (const step of [1, 2, 5, 10]) if (step * power >= floor) return step * power;
  return 10 * power;
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
 * numbers are in the table beside it.
 */
export function ViewsChart({ daily }: { daily: DailyPoint[] }) {
  const max = niceMax(Math.max(0, ...daily.map((d) => d.views)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(daily.length, 1);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];

  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartSummary(daily)}>
      {ticks.map((t) => (
        <g key={t} aria-hidden="true">
          <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
          <text className={styles.axis} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
            {formatNumber(t)}
          </text>
        </g>
      ))}
      {daily.map((d, i) => {
        const h = (d.views / max) * innerH;
        return (
          <rect
            key={d.date}
            className={styles.bar}
            x={PAD.left + i * slot + (slot - barW) / 2}
            y={PAD.top + innerH - h}
            width={barW}
            height={Math.max(h, d.views > 0 ? 1 : 0)}
            rx={1.5}
          >
            <title>{`${longDay(d.date)}: ${formatNumber(d.views)} okunma`}</title>
          </rect>
        );
      })}
      {daily.map((d, i) =>
        i % 7 === daily.length % 7 || i === daily.length - 1 ? (
          <text key={`l-${d.date}`} aria-hidden="true" className={styles.axis} x={PAD.left + i * slot + slot / 2} y={HEIGHT - 8} textAnchor="middle">
            {shortDay(d.date)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
