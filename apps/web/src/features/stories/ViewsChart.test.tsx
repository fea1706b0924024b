import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { niceMax, ViewsChart, type DailyPoint } from './ViewsChart';

/** 30 days, all zero but `peak` on the 12th. */
function days(peak: number): DailyPoint[] {
  const daily = Array.from({ length: 30 }, (_, i) => ({ date: `2026-06-${String(i + 1).padStart(2, '0')}`, views: 0 }));
  daily[11]!.views = peak;
  return daily;
}

/** The y axis labels as the author sees them, top to bottom. */
function axisLabels(peak: number): string[] {
  const { container, unmount } = render(<ViewsChart daily={days(peak)} />);
  const labels = Array.from(container.querySelectorAll('.yAxis span'), (s) => s.textContent ?? '');
  unmount();
  return labels;
}

describe('ViewsChart axis', () => {
  it('labels the axis with whole reads only (issue 28: a quiet story showed "2,5")', () => {
    expect(axisLabels(0)).toEqual(['2', '1', '0']);
    expect(axisLabels(3)).toEqual(['4', '2', '0']);
    expect(axisLabels(5)).toEqual(['10', '5', '0']);
    expect(axisLabels(45)).toEqual(['50', '25', '0']);
    for (const peak of [1, 2, 4, 7, 9, 11, 14, 23, 99, 101, 1234, 98_765]) {
      for (const label of axisLabels(peak)) expect(label, `peak ${peak}`).toMatch(/^\d{1,3}(\.\d{3})*$/);
    }
  });

  it('keeps the highest day inside the scale with room to spare, never more than five times over', () => {
    for (let peak = 0; peak <= 5000; peak += 7) {
      const max = niceMax(peak);
      expect(max).toBeGreaterThanOrEqual(Math.max(peak, 1));
      expect(Number.isInteger(max / 2)).toBe(true);
      expect(max).toBeLessThanOrEqual(Math.max(peak, 1) * 5);
    }
  });
});
