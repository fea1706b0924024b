import { LIMITS, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { storedText, textWithoutIds } from '../../test/paragraphs';
import { AppError } from './errors';
import { countWords, htmlNestingExceeds, htmlToText, SANITIZE_INLINE_MAX_CHARS, sanitizeAuthorNote, sanitizeChapterHtml } from './sanitize';

/** The largest chapter the schema lets through, nested to the limit, with text enough to be allowed. */
function worstCaseAllowed(): string {
  const tags = ['strong', 'em', 's', 'b', 'i'];
  const names = ['p', ...Array.from({ length: LIMITS.chapterHtmlMaxDepth - 1 }, (_, i) => tags[i % tags.length]!)];
  const block = names.map((n) => `<${n}>`).join('') + 'Uzun bir cümle.' + [...names].reverse().map((n) => `</${n}>`).join('');
  return block.repeat(Math.floor((LIMITS.chapterMaxChars * 4) / block.length));
}

describe('htmlNestingExceeds', () => {
  it('counts open elements, closes unclosed <p> at the next <p>, and ignores void and self-closing tags', () => {
    expect(htmlNestingExceeds('<p><b><i>x</i></b></p>', 3)).toBe(false);
    expect(htmlNestingExceeds('<p><b><i>x</i></b></p>', 2)).toBe(true);
    expect(htmlNestingExceeds('<p>a<p>b<p>c<p>d', 1)).toBe(false);
    expect(htmlNestingExceeds('<p>a<br>b<br/>c<img src=x><span/>', 1)).toBe(false);
    expect(htmlNestingExceeds('<b>'.repeat(21), 20)).toBe(true);
    expect(htmlNestingExceeds('<b></b>'.repeat(1000), 1)).toBe(false);
    // An unterminated tag ends the scan instead of rescanning the rest for every '<'.
    expect(htmlNestingExceeds('<a'.repeat(100_000), 1)).toBe(false);
  });
});

describe('sanitizeChapterHtml', () => {
  it('refuses 130,000 nested <b> with a 400', async () => {
    await expect(sanitizeChapterHtml('<b>'.repeat(130_000) + 'x')).rejects.toMatchObject({ statusCode: 400 });
    await expect(sanitizeChapterHtml('<b>'.repeat(130_000) + 'x')).rejects.toBeInstanceOf(AppError);
  });

  it('cleans large inputs on a worker thread with the same result, while the event loop keeps turning', async () => {
    const html = worstCaseAllowed() + '<script>alert(1)</script><p onclick="x()">son</p>';
    expect(html.length).toBeGreaterThan(SANITIZE_INLINE_MAX_CHARS);
    let finished = false;
    const pending = sanitizeChapterHtml(html).finally(() => {
      finished = true;
    });
    // Each turn is a chance for another request to run; a synchronous sanitiser allows one
    // (when its already-settled promise is observed), the worker pool many.
    let turns = 0;
    while (!finished) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    expect(turns).toBeGreaterThan(1);
    expect(await pending).toEqual(storedText(worstCaseAllowed() + '<p>son</p>'));
  });

  it('cleans small inputs inline with the same rules', async () => {
    expect(await sanitizeChapterHtml('<p onclick="x()">a<del>b</del><b></b><script>c</script></p>')).toEqual(storedText('<p>a<s>b</s></p>'));
  });
});

describe('scene breaks (<hr>, docs/PRODUCT.md#reading-comfort-and-writers-tools)', () => {
  it('keeps <hr> between paragraphs, without attributes, inline and on the worker alike', async () => {
    expect(await sanitizeChapterHtml('<p>Bir</p><hr><p>İki</p>')).toEqual(storedText('<p>Bir</p><hr /><p>İki</p>'));
    expect(await sanitizeChapterHtml('<p>Bir</p><hr class="x" onclick="alert(1)" style="color:red"/><p>İki</p>')).toEqual(storedText('<p>Bir</p><hr /><p>İki</p>'));
    const long = '<p>' + 'Uzun bir cümle. '.repeat(3000) + '</p><hr><p>son</p>';
    expect(long.length).toBeGreaterThan(SANITIZE_INLINE_MAX_CHARS);
    expect(textWithoutIds(await sanitizeChapterHtml(long))).toContain('</p><hr /><p>son</p>');
  });

  it('counts no text for a break and separates the paragraphs around it, as the editor does', () => {
    expect(htmlToText('<p>Bir</p><hr /><p>İki</p>')).toBe('Bir\nİki');
    expect(htmlToText('<hr><p>Bir</p><hr><hr><p>İki</p><hr>')).toBe('Bir\nİki');
    expect(countWords(htmlToText('<p>son</p><hr><p>baş</p>'))).toBe(2);
  });
});

describe('sanitizeAuthorNote', () => {
  it('cleans a note with the chapter allow-list and keeps the formatting', async () => {
    expect(await sanitizeAuthorNote('<p onclick="x()">Teşekkürler <strong>okurlar</strong>!<script>alert(1)</script></p><hr><p><a href="javascript:x">bağ</a></p>')).toBe(
      '<p>Teşekkürler <strong>okurlar</strong>!</p><hr /><p>bağ</p>',
    );
  });

  it('turns a note without visible text into no note', async () => {
    expect(await sanitizeAuthorNote('')).toBe('');
    expect(await sanitizeAuthorNote('<p></p><p> </p><hr>')).toBe('');
    expect(await sanitizeAuthorNote('<script>alert(1)</script>')).toBe('');
  });

  it('allows 2000 characters of text and refuses one more with a Turkish 400', async () => {
    const max = 'a'.repeat(LIMITS.authorNoteMaxChars);
    expect(await sanitizeAuthorNote(`<p>${max}</p>`)).toBe(`<p>${max}</p>`);
    // Markup does not count, only what a reader sees.
    expect(await sanitizeAuthorNote(`<p><strong>${max}</strong></p>`)).toBe(`<p><strong>${max}</strong></p>`);
    await expect(sanitizeAuthorNote(`<p>${max}a</p>`)).rejects.toMatchObject({ statusCode: 400, message: MSG.authorNoteTooLong });
  });
});
