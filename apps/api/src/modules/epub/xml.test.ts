import { describe, expect, it, vi } from 'vitest';
import { SANITIZE_INLINE_MAX_CHARS } from '../../lib/sanitize';
import { WorkerPool } from '../../lib/worker-pool';
import { chapterHtmlToXhtml, chapterHtmlToXhtmlOffThread } from './xml';

describe('a chapter as XHTML', () => {
  it('is the same off the event loop for a long chapter as inline, self-closed and cleaned', async () => {
    const paragraph = '<p>Kapı <b>aralandı</b> ve rüzgâr<br>içeri doldu.\u0001</p><hr><script>x</script>';
    const long = paragraph.repeat(Math.ceil((SANITIZE_INLINE_MAX_CHARS * 2) / paragraph.length));
    expect(long.length).toBeGreaterThan(SANITIZE_INLINE_MAX_CHARS);
    const run = vi.spyOn(WorkerPool.prototype, 'run');
    const offThread = await chapterHtmlToXhtmlOffThread(long);
    expect(run).toHaveBeenCalledTimes(1);
    expect(offThread).toBe(chapterHtmlToXhtml(long));
    expect(offThread).toContain('<br />');
    expect(offThread).toContain('<hr />');
    expect(offThread).not.toContain('script');
    expect(offThread).not.toContain('\u0001');
    expect(await chapterHtmlToXhtmlOffThread(paragraph)).toBe(chapterHtmlToXhtml(paragraph));
    // A typical chapter stays inline: a thread hop would cost more than the work.
    expect(run).toHaveBeenCalledTimes(1);
    run.mockRestore();
  });
});
