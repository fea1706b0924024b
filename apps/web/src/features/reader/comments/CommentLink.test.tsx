import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, chapterIdOf, installFakeServer, makeComment, renderReader, setSession } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';

const scrollIntoView = vi.fn();

beforeEach(() => {
  setSession(5);
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

cleanUpAfterEach();

/** 51 top-level comments (the last one on page 2) whose last one has 5 replies (3 come with it). */
function seed() {
  const top = Array.from({ length: 51 }, (_, i) => makeComment({ comment_id: 100 + i, content: `Yorum ${i}` }));
  const replies = Array.from({ length: 5 }, (_, i) =>
    makeComment({ comment_id: 300 + i, parent_comment_id: 150, content: `Yanıt ${i}` }),
  );
  return [...top, ...replies];
}

// Rendering 50 comments is slow in jsdom; the whole suite runs in parallel.
describe('a link to a comment (#yorum-<id>, from a notification)', { timeout: 60_000 }, () => {
  it('pages to the comment, even a reply not in the first replies, scrolls it into view, focuses and marks it', async () => {
    const fetchMock = installFakeServer({ comments: seed() });
    renderReader(2, '#yorum-304');

    const target = await waitFor(
      () => {
        const element = document.getElementById('yorum-304');
        expect(element).not.toBeNull();
        return element!;
      },
      { timeout: 20_000 },
    );
    expect(target).toHaveTextContent('Yanıt 4');
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(target).toHaveAttribute('data-highlighted');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(target);
    // The next page of comments, then the rest of that thread's replies; nothing more.
    expect(callsTo(fetchMock, 'GET', /\/comments\?/).map(([url]) => url)).toEqual([
      '/bookReader/chapters/12/comments?after=149',
      '/bookReader/chapters/12/comments?parent=150&after=302',
    ]);
  });

  it('stops looking when the comment is gone, leaving the chapter as it is', async () => {
    const fetchMock = installFakeServer({ comments: [makeComment({ comment_id: 100, content: 'Tek yorum' })] });
    renderReader(2, '#yorum-999');
    expect(await screen.findByText('Tek yorum')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', /\/comments/)).toHaveLength(1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it('does not ask "continue where you left off" on chapter 1 opened at a comment', async () => {
    installFakeServer({
      comments: [makeComment({ comment_id: 100, content: 'Birinci bölüme yorum' })],
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 500, timestamp: 1 } },
    });
    renderReader(1, '#yorum-100');
    await waitFor(() => expect(document.getElementById('yorum-100')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
