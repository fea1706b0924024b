import { describe, expect, it } from 'vitest';
import { readingMinutes } from './readingTime';

describe('readingMinutes', () => {
  it('counts the words of the text, not the markup, at 200 a minute', () => {
    const paragraph = `<p>${Array.from({ length: 100 }, () => '<em>kelime</em>').join(' ')}</p>`;
    expect(readingMinutes(paragraph.repeat(24))).toBe(12);
  });

  it('says at least one minute for a very short or empty chapter', () => {
    expect(readingMinutes('<p>Kısa.</p>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
  });
});
