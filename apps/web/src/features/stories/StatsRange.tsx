import { MSG, STATS_MAX_DAYS, WRITER_MSG, isCalendarDate, type StoryStatsQuery } from '@okuryazar/shared';
import { useId, useState } from 'react';
import { Button, FieldError, ToggleGroup, useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { downloadStatsCsv } from './api';
import { fullDay } from './ViewsChart';
import styles from './StatsRange.module.css';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Preset {
  label: string;
  /** Days up to today; none: since the story's first day. */
  days?: number;
}
const PRESETS: Preset[] = [{ label: 'Son 30 gün', days: 30 }, { label: 'Son 90 gün', days: 90 }, { label: 'Son 1 yıl', days: 365 }, { label: 'Tümü' }];

/** The first day a preset starts on: the story's first day for "Tümü", within the longest range a call gives. */
function presetFrom(preset: Preset, today: string, firstDay: string): string {
  const earliest = shift(today, -(STATS_MAX_DAYS - 1));
  if (preset.days) return shift(today, -(preset.days - 1));
  return firstDay > earliest ? firstDay : earliest;
}

export interface ShownRange {
  from: string;
  to: string;
  firstDay: string;
  today: string;
}

/** The preset a range is, if any. */
function presetOf({ from, to, firstDay, today }: ShownRange): Preset | undefined {
  if (to !== today) return undefined;
  return PRESETS.find((p) => presetFrom(p, today, firstDay) === from);
}

/** How the page names a range: "Son 30 gün", "Tümü", or "3 Mart 2026 – 28 Kasım 2026". */
export function rangeLabel(range: ShownRange): string {
  return presetOf(range)?.label ?? `${fullDay(range.from)} – ${fullDay(range.to)}`;
}

/**
 * The statistics' range: presets as toggle buttons, two date fields for any range since the
 * story began, and the CSV download of what is shown.
 */
export function StatsRange({ storyId, range, onChange }: { storyId: number; range: ShownRange; onChange: (next: StoryStatsQuery) => void }) {
  const id = useId();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const active = presetOf(range);

  const choose = (from: string, to: string) => {
    if (!isCalendarDate(from) || !isCalendarDate(to)) return setError(WRITER_MSG.statsDateInvalid);
    if (from > to) return setError(WRITER_MSG.statsRangeReversed);
    setError(null);
    onChange(to === range.today ? { from } : { from, to });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatsCsv(storyId, { from: range.from, to: range.to });
    } catch (e) {
      toast({ title: e instanceof ApiError ? e.message : MSG.genericError, tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.range}>
      <ToggleGroup
        label="Hazır aralıklar"
        options={PRESETS.map((preset) => ({ value: preset, label: preset.label }))}
        value={active}
        onChange={(preset) => preset && choose(presetFrom(preset, range.today, range.firstDay), range.today)}
      />
      <div className={styles.dates}>
        <label className={styles.date}>
          <span>Başlangıç</span>
          <input
            type="date"
            value={range.from}
            min={range.firstDay < range.to ? range.firstDay : undefined}
            max={range.to}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => e.target.value && choose(e.target.value, range.to)}
          />
        </label>
        <label className={styles.date}>
          <span>Bitiş</span>
          <input
            type="date"
            value={range.to}
            min={range.from}
            max={range.today}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => e.target.value && choose(range.from, e.target.value)}
          />
        </label>
        <Button variant="secondary" size="sm" className={styles.csv} loading={downloading} onClick={() => void download()}>
          CSV olarak indir
        </Button>
      </div>
      <div role="alert">{error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}</div>
    </div>
  );
}
