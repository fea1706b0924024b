import { describe, expect, it } from 'vitest';
import { formatScheduleTime, fromTurkeyInputValue, scheduledLabel, toTurkeyInputValue } from './time';

describe('schedule times are Turkish wall-clock times', () => {
  it('reads a picker value as Turkish time and writes it back', () => {
    expect(fromTurkeyInputValue('2026-11-25T20:00')).toBe('2026-11-25T17:00:00.000Z');
    expect(toTurkeyInputValue(Date.parse('2026-11-25T17:00:00Z'))).toBe('2026-11-25T20:00');
    expect(toTurkeyInputValue(Date.parse('2026-12-31T22:30:00Z'))).toBe('2027-01-01T01:30');
    expect(fromTurkeyInputValue('yarın')).toBeNull();
  });

  it('labels a scheduled chapter as the author sees it', () => {
    expect(formatScheduleTime('2026-11-25T17:00:00Z')).toBe('25 Kasım 20:00');
    expect(scheduledLabel('2026-11-25T17:00:00Z')).toBe('Zamanlandı · 25 Kasım 20:00');
  });
});
