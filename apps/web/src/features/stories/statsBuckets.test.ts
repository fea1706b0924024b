import { describe, expect, it } from 'vitest';
import { bucketDaily } from './statsBuckets';

/** `count` days from `start`, each with `views(i)`. */
function days(start: string, count: number, views: (i: number) => number = () => 1) {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), views: views(i) }));
}

describe('bucketDaily', () => {
  it('keeps days for up to three months', () => {
    const { unit, buckets } = bucketDaily(days('2026-06-01', 92));
    expect(unit).toBe('day');
    expect(buckets).toHaveLength(92);
    expect(buckets[0]).toEqual({ start: '2026-06-01', end: '2026-06-01', views: 1 });
  });

  it('counts weeks back from the last day: the newest is whole, only the oldest may be short, nothing is lost', () => {
    const daily = days('2026-01-01', 100, (i) => i);
    const { unit, buckets } = bucketDaily(daily);
    expect(unit).toBe('week');
    expect(buckets).toHaveLength(15);
    expect(buckets.at(-1)).toEqual({ start: '2026-04-04', end: '2026-04-10', views: 93 + 94 + 95 + 96 + 97 + 98 + 99 });
    expect(buckets[0]).toEqual({ start: '2026-01-01', end: '2026-01-02', views: 1 });
    expect(buckets.reduce((sum, b) => sum + b.views, 0)).toBe(daily.reduce((sum, d) => sum + d.views, 0));
  });

  it('uses calendar months beyond two years, the first and last possibly partial', () => {
    const { unit, buckets } = bucketDaily(days('2023-11-20', 1000));
    expect(unit).toBe('month');
    expect(buckets[0]).toEqual({ start: '2023-11-20', end: '2023-11-30', views: 11 });
    expect(buckets[1]).toEqual({ start: '2023-12-01', end: '2023-12-31', views: 31 });
    expect(buckets[4]).toMatchObject({ start: '2024-03-01', end: '2024-03-31' });
    expect(buckets.at(-1)!.end).toBe('2026-08-15');
    expect(buckets.reduce((sum, b) => sum + b.views, 0)).toBe(1000);
  });
});
