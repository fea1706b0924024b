import { describe, expect, it } from 'vitest';
import { CATEGORIES, COPYRIGHT_OPTIONS } from './categories';
import { ageOn, birthYears, formatLongDate, formatTurkishDate, isCalendarDate, relativeTime, turkeyDate, turkeyYear } from './dates';
import { RESET_EMAIL_DOMAINS, SIGNUP_EMAIL_DOMAINS, emailDomainAllowed } from './email-domains';
import { compareTr, splitParagraphs, trLower, truncate } from './text';

describe('e-mail domains', () => {
  it('has 14 signup and 12 reset domains', () => {
    expect(SIGNUP_EMAIL_DOMAINS).toHaveLength(14);
    expect(RESET_EMAIL_DOMAINS).toHaveLength(12);
    expect(RESET_EMAIL_DOMAINS).not.toContain('msn.com');
    expect(RESET_EMAIL_DOMAINS).not.toContain('msn.com.tr');
  });
  it('matches the end of the address case-insensitively', () => {
    expect(emailDomainAllowed('Ayse@GMAIL.COM', SIGNUP_EMAIL_DOMAINS)).toBe(true);
    expect(emailDomainAllowed('ayse@gmail.com.tr', SIGNUP_EMAIL_DOMAINS)).toBe(true);
    expect(emailDomainAllowed('ayse@fakegmail.com', SIGNUP_EMAIL_DOMAINS)).toBe(false);
    expect(emailDomainAllowed('ayse@msn.com', RESET_EMAIL_DOMAINS)).toBe(false);
  });
  it('allows every domain when the list is empty', () => {
    expect(emailDomainAllowed('a@okul.k12.tr', [])).toBe(true);
  });
});

describe('dates', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('counts whole years of age', () => {
    expect(ageOn('2014-06-15', today)).toBe(12);
    expect(ageOn('2014-06-16', today)).toBe(11);
    expect(ageOn('2008-02-29', today)).toBe(18);
  });
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('01.02.2003')).toBe(false);
  });
  it('offers 101 birth years, the current one first', () => {
    const years = birthYears(new Date(2026, 0, 1));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });
  it("writes dates as Intl does for tr-TR in Turkey's zone, without Intl", () => {
    const zone = { day: 'numeric', year: 'numeric', timeZone: 'Europe/Istanbul' } as const;
    const long = new Intl.DateTimeFormat('tr-TR', { ...zone, month: 'long' });
    const short = new Intl.DateTimeFormat('tr-TR', { ...zone, month: 'short' });
    // Every day of two years, at each hour of the day in UTC (the evening ones are Turkey's next day).
    for (let hour = 0; hour < 24; hour += 1) {
      for (let day = 0; day < 800; day += 1) {
        const date = new Date(Date.UTC(2023, 0, 1 + day, hour, 30));
        expect(formatTurkishDate(date)).toBe(long.format(date));
        expect(formatTurkishDate(date, 'short')).toBe(short.format(date));
      }
    }
    expect(formatLongDate('2024-03-05T21:30:00Z')).toBe('6 Mart 2024');
    expect([turkeyYear(Date.UTC(2026, 11, 31, 21, 0)), turkeyYear(new Date(Date.UTC(2026, 11, 31, 20, 59)))]).toEqual([2027, 2026]);
    expect(formatLongDate('2024-03-05T20:59:00Z')).toBe('5 Mart 2024');
    expect(formatTurkishDate(new Date(Date.UTC(2024, 7, 9, 12)), 'short')).toBe('9 Ağu 2024');
    expect(formatLongDate('not a date')).toBe('');
  });
  it("knows Turkey's calendar day whatever the local zone", () => {
    expect(turkeyDate(new Date('2026-06-14T21:30:00Z'))).toBe('2026-06-15');
    expect(turkeyDate(new Date('2026-06-14T20:59:00Z'))).toBe('2026-06-14');
  });
  it('writes relative times in Turkish', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(relativeTime(ago(10_000), now)).toBe('az önce');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 dakika önce');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 saat önce');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2 gün önce');
    expect(relativeTime(ago(45 * 86_400_000), now)).toBe('1 ay önce');
    expect(relativeTime(ago(400 * 86_400_000), now)).toBe('1 yıl önce');
  });
});

describe('Turkish text', () => {
  it('lower-cases with Turkish rules', () => {
    expect(trLower('İSTANBUL')).toBe('istanbul');
    expect(trLower('ILIK')).toBe('ılık');
  });
  it('sorts with Turkish collation', () => {
    expect(['Zeynep', 'Çiğdem', 'Cem', 'Şule', 'Selin'].sort(compareTr)).toEqual(['Cem', 'Çiğdem', 'Selin', 'Şule', 'Zeynep']);
  });
  it('splits paragraphs on blank lines, else on single newlines', () => {
    expect(splitParagraphs('Bir.\n\nİki\nhâlâ iki.')).toEqual(['Bir.', 'İki\nhâlâ iki.']);
    expect(splitParagraphs('Bir.\nİki.')).toEqual(['Bir.', 'İki.']);
    expect(splitParagraphs('   ')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });
  it('truncates on a word boundary', () => {
    expect(truncate('kısa', 100)).toBe('kısa');
    const long = 'kelime '.repeat(30);
    const cut = truncate(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('reference data', () => {
  it('has the 20 categories and 9 copyright options of the spec', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(CATEGORIES.find((c) => c.id === 16)).toMatchObject({ name: 'Spirituel', searchName: 'Spiritüel' });
    expect(CATEGORIES.find((c) => c.id === 20)?.name).toBe('Şiir');
    expect(COPYRIGHT_OPTIONS).toHaveLength(9);
  });
});
