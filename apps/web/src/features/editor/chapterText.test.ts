import { describe, expect, it } from 'vitest';
import {
  allowsChange,
  countWords,
  formatCount,
  formatSavedTime,
  isOverLimit,
  plainTextToHtml,
  sanitizeChapterHtml,
  sanitizePastedHtml,
  splitPlainText,
} from './chapterText';

describe('sanitizePastedHtml', () => {
  it('keeps only p, br, b, strong, i, em and drops every attribute', () => {
    const out = sanitizePastedHtml(
      '<p class="x" style="color:red" onclick="alert(1)">A <b>b</b> <strong>c</strong> <i>d</i> <em>e</em><br>f <s>g</s> <u>h</u> <a href="javascript:alert(1)">i</a></p>',
    );
    expect(out).toBe('<p>A <b>b</b> <strong>c</strong> <i>d</i> <em>e</em><br>f g h i</p>');
  });

  it('removes scripts, styles, images and iframes with their content', () => {
    const out = sanitizePastedHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="x"></iframe>');
    expect(out).toBe('<p>ok</p>');
  });

  it('turns headings, list items and divs into paragraphs so text does not run together', () => {
    const out = sanitizePastedHtml('<h1>Başlık</h1><ul><li>bir</li><li>iki</li></ul><div><div>üç</div></div><blockquote>dört</blockquote>');
    expect(out).toBe('<p>Başlık</p><p>bir</p><p>iki</p><p>üç</p><p>dört</p>');
  });

  it('does not make a Google Docs paste bold, but keeps its styled bold and italic', () => {
    const out = sanitizePastedHtml(
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p><span style="font-weight:700">Kalın</span> ve <span style="font-style:italic">eğik</span></p></b>',
    );
    expect(out).toBe('<p><strong>Kalın</strong> ve <em>eğik</em></p>');
  });
});

describe('sanitizeChapterHtml (preview rendering)', () => {
  it('keeps the strikethrough the editor writes but nothing dangerous', () => {
    expect(sanitizeChapterHtml('<p onclick="x()">a <s>b</s> <img src=x onerror=y()></p><script>z()</script>')).toBe('<p>a <s>b</s> </p>');
  });

  it('keeps scene breaks, without attributes', () => {
    expect(sanitizeChapterHtml('<p>a</p><hr /><p>b</p><hr class="x" onclick="y()" style="display:none">')).toBe('<p>a</p><hr><p>b</p><hr>');
  });
});

describe('sanitizePastedHtml and scene breaks', () => {
  it('keeps a pasted rule as a scene break, without attributes', () => {
    expect(sanitizePastedHtml('<p>Gece.</p><hr style="border:1px" id="r"><p>Sabah.</p>')).toBe('<p>Gece.</p><hr><p>Sabah.</p>');
  });
});

describe('plain text to paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitPlainText('Bir\niki\n\nÜç\n\n\n  \nDört')).toEqual([['Bir', 'iki'], ['Üç'], ['Dört']]);
    expect(plainTextToHtml('Bir\niki\n\nÜç')).toBe('<p>Bir<br>iki</p><p>Üç</p>');
  });

  it('makes one paragraph per line when the text has no blank line', () => {
    expect(plainTextToHtml('Bir\r\nİki\nÜç')).toBe('<p>Bir</p><p>İki</p><p>Üç</p>');
  });

  it('escapes markup in plain text', () => {
    expect(plainTextToHtml('<b>değil</b> & "tırnak"')).toBe('<p>&lt;b&gt;değil&lt;/b&gt; &amp; "tırnak"</p>');
  });

  it('returns nothing for blank text', () => {
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});

describe('counts and limit', () => {
  it('counts words like the server', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Bir  iki\nüç ')).toBe(3);
  });

  it('refuses growth past 100000 characters but lets an over-long text shrink', () => {
    expect(isOverLimit(100_000)).toBe(false);
    expect(isOverLimit(100_001)).toBe(true);
    expect(allowsChange(99_999, 100_000)).toBe(true);
    expect(allowsChange(100_000, 100_001)).toBe(false);
    expect(allowsChange(120_000, 110_000)).toBe(true);
    expect(allowsChange(120_000, 120_001)).toBe(false);
  });

  it('formats numbers and save times the Turkish way', () => {
    expect(formatCount(100000)).toBe('100.000');
    const now = new Date(2025, 4, 3, 18, 0);
    expect(formatSavedTime(new Date(2025, 4, 3, 14, 32), now)).toBe('14:32');
    expect(formatSavedTime(new Date(2025, 4, 1, 9, 5), now)).toMatch(/1 Mayıs.*09:05/);
  });
});
