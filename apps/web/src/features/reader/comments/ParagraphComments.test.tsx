import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MSG, PARAGRAPH_ID_PATTERN, type ReaderComment } from '@okuryazar/shared';
import { apiError, mockBackend, type MockRoutes } from '../../../test/mockBackend';
import { FakeSocket } from '../../../test/live';
import { chapterIdOf, makeComment, makeReader, renderReader, setSession } from '../testUtils';
import { PARAGRAPH_ID, sanitizeChapterHtml } from '../sanitize';
import { mergeFreshPage } from './commentTree';
import { loadCommentSection } from './LazyCommentSection';
import { COUNTS_REFRESH_SPREAD_MS, loadParagraphThread } from './ParagraphComments';
import { THREAD_POLL_MS } from './useFreshThread';

const TEXT = '<p data-pid="p1">Birinci paragraf.</p><p data-pid="p2">"İkinci" paragraf, yorumlu.</p><p data-pid="p3">Üçüncü paragraf.</p>';

interface Options {
  closed?: boolean;
  thread?: ReaderComment[];
  general?: ReaderComment[];
  counts?: Record<string, number>;
  create?: MockRoutes['POST /bookReader/books/:bookId/chapters/:chapterId/comments'];
}

function serve({ closed = false, thread = [], general = [], counts = { p2: 3 }, create }: Options = {}) {
  const reader = makeReader(2, { content: TEXT });
  return mockBackend({
    'GET /bookReader/books/:bookId/:chapterId': { ...reader, comments_closed: closed },
    'GET /bookReader/progress/:bookId': { last_chapter_id: null, position_in_chapter: null },
    'POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews': { viewUpdated: false, views: 41 },
    'GET /bookReader/chapters/:chapterId/paragraph-counts': { counts },
    'GET /bookReader/chapters/:chapterId/comments': ({ query }) => (query.get('paragraph') === 'p2' ? thread : query.get('paragraph') ? [] : general),
    'POST /bookReader/books/:bookId/chapters/:chapterId/comments':
      create ??
      (({ body }) =>
        makeComment({ comment_id: 900, user_id: 5, username: 'kitapkurdu', content: (body as { content: string }).content, paragraph_id: 'p2' })),
  });
}

const threadComments = () => [
  makeComment({ comment_id: 71, content: 'Bu cümle çok güzel.', paragraph_id: 'p2' }),
  makeComment({ comment_id: 72, parent_comment_id: 71, content: 'Katılıyorum.', paragraph_id: 'p2' }),
  makeComment({ comment_id: 73, content: 'Tüyler ürperdi.', paragraph_id: 'p2' }),
];

const CHAPTER_2 = chapterIdOf(2);
const marker = () => screen.findByRole('button', { name: 'Bu paragrafa 3 yorum' });
const paragraph = (pid: string) => screen.getByTestId('chapter-content').querySelector(`p[data-pid="${pid}"]`) as HTMLElement;

beforeEach(async () => {
  setSession(5);
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await Promise.all([loadCommentSection(), loadParagraphThread()]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  delete document.documentElement.dataset.paragraphThread;
});

describe('paragraph ids in the reader’s sanitiser', () => {
  it('keeps data-pid of the id’s shape on paragraphs only, and the quotes stay typographic', () => {
    expect(sanitizeChapterHtml('<p data-pid="a1">"Evet" dedi.</p><p data-pid="kötü id">b</p><p data-pid="x" title="t">c</p><em data-pid="e">d</em>')).toBe(
      '<p data-pid="a1">“Evet” dedi.</p><p>b</p><p data-pid="x">c</p><em>d</em>',
    );
    expect(sanitizeChapterHtml(`<p data-pid="${'a'.repeat(33)}">x</p>`)).toBe('<p>x</p>');
  });

  it('checks the same shape as the contract', () => {
    expect(PARAGRAPH_ID.source).toBe(PARAGRAPH_ID_PATTERN.source);
  });
});

describe('paragraph comments in the reader', { timeout: 20_000 }, () => {
  it('shows a count only beside commented paragraphs, a “+” on hover, and moves between paragraphs with the arrow keys', async () => {
    serve();
    renderReader(2);
    const count = await marker();
    expect(count).toHaveTextContent('3');
    expect(screen.queryByRole('button', { name: 'Bu paragrafa yorum yazın' })).not.toBeInTheDocument();
    // The markers lie beside the text, not in it: the text's paragraphs are unchanged.
    expect(paragraph('p2').querySelector('button')).toBeNull();

    fireEvent.pointerOver(paragraph('p1'));
    expect(await screen.findByRole('button', { name: 'Bu paragrafa yorum yazın' })).toBeInTheDocument();

    count.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-paragraph-marker', 'p3'));
    expect(document.activeElement).toHaveAccessibleName('Bu paragrafa yorum yazın');
    expect(screen.getByRole('toolbar', { name: 'Paragraf yorumları' })).toBeInTheDocument();
  });

  it('opens the thread by keyboard with its comments and replies, closes with Esc and gives the focus back to the marker', async () => {
    const backend = serve({ thread: threadComments() });
    renderReader(2);
    const count = await marker();
    count.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    expect(await within(dialog).findByText('Bu cümle çok güzel.')).toBeInTheDocument();
    expect(within(dialog).getByText('Katılıyorum.')).toBeInTheDocument();
    expect(within(dialog).getByText('“İkinci” paragraf, yorumlu.')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(backend.callsTo('GET /bookReader/chapters/:chapterId/comments').some((c) => c.query.get('paragraph') === 'p2')).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bu paragrafa 3 yorum' })).toHaveFocus());
  });

  it('is a bottom sheet on a narrow screen and a panel beside the text from 1024 px', async () => {
    serve({ thread: threadComments() });
    const first = renderReader(2);
    await userEvent.click(await marker());
    expect(await screen.findByTestId('paragraph-thread')).toHaveAttribute('data-layout', 'sheet');
    expect(document.documentElement.dataset.paragraphThread).toBeUndefined();
    first.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    serve({ thread: threadComments() });
    renderReader(2);
    await userEvent.click(await marker());
    expect(await screen.findByTestId('paragraph-thread')).toHaveAttribute('data-layout', 'panel');
    expect(document.documentElement.dataset.paragraphThread).toBe('open');
    // Beside the text the page stays usable: a click on the text keeps the thread open.
    await userEvent.click(paragraph('p1'));
    expect(screen.getByTestId('paragraph-thread')).toBeInTheDocument();
  });

  it('sends a comment with the paragraph’s id; it joins the thread and the count goes up', async () => {
    const backend = serve({ thread: threadComments() });
    renderReader(2);
    await userEvent.click(await marker());
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    await within(dialog).findByText('Bu cümle çok güzel.');
    await userEvent.type(within(dialog).getByLabelText('Bu paragraf hakkındaki yorumunuz'), 'Harika bir an.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByText('Harika bir an.')).toBeInTheDocument();
    const posts = backend.callsTo('POST /bookReader/books/:bookId/chapters/:chapterId/comments');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ content: 'Harika bir an.', parentCommentId: null, paragraphId: 'p2' });
    // Behind the sheet (hidden from the accessibility tree while it is open).
    expect(await screen.findByRole('button', { name: 'Bu paragrafa 4 yorum', hidden: true })).toBeInTheDocument();
  });

  it('shows the closed notice instead of the composer while the story’s comments are closed', async () => {
    serve({ closed: true, thread: threadComments() });
    renderReader(2);
    await userEvent.click(await marker());
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    expect(await within(dialog).findByText(MSG.commentsClosed)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Yanıtla' })).not.toBeInTheDocument();
  });

  it('says why when comments were closed while the box was open', async () => {
    serve({ thread: threadComments(), create: apiError(403, MSG.commentsClosed, ERROR_CODES.COMMENTS_CLOSED) });
    renderReader(2);
    await userEvent.click(await marker());
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    await userEvent.type(within(dialog).getByLabelText('Bu paragraf hakkındaki yorumunuz'), 'Geç kaldım.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    // The composer gives way to the same notice as under the chapter.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG.commentsClosed);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('marks a general comment about a paragraph an edit removed', async () => {
    serve({
      general: [
        makeComment({ comment_id: 81, content: 'Silinen paragraf hakkında.', paragraph_changed: true }),
        makeComment({ comment_id: 82, content: 'Genel bir yorum.' }),
      ],
    });
    renderReader(2);
    const changed = await screen.findByText('Silinen paragraf hakkında.');
    expect(within(changed.parentElement as HTMLElement).getByText(MSG.paragraphChanged)).toBeInTheDocument();
    const plain = screen.getByText('Genel bir yorum.');
    expect(within(plain.parentElement as HTMLElement).queryByText(MSG.paragraphChanged)).not.toBeInTheDocument();
  });

  it('opens at a linked paragraph (?paragraph=) with its thread open and the linked comment found', async () => {
    serve({ thread: threadComments() });
    renderReader(2, '?paragraph=p2#yorum-73');
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    expect(await within(dialog).findByText('Tüyler ürperdi.')).toBeInTheDocument();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const scrolled = vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
    expect(scrolled).toContain(paragraph('p2'));
    await waitFor(() => expect(document.getElementById('yorum-73')).toHaveAttribute('data-highlighted'));
  });

  it('takes in a comment the moment the live socket says someone wrote on this paragraph, and counts others soon after', async () => {
    FakeSocket.reset();
    const thread = threadComments();
    const backend = serve({ thread });
    renderReader(2, '', { live: true });
    act(() => FakeSocket.last.accept());
    await waitFor(() => expect(FakeSocket.last.sent).toContainEqual({ type: 'watch', chapter_id: CHAPTER_2 }));
    await userEvent.click(await marker());
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    await within(dialog).findByText('Bu cümle çok güzel.');
    const asked = (pid: string) => backend.callsTo('GET /bookReader/chapters/:chapterId/comments').filter((c) => c.query.get('paragraph') === pid).length;
    const countsAsked = () => backend.callsTo('GET /bookReader/chapters/:chapterId/paragraph-counts').length;
    const before = { thread: asked('p2'), counts: countsAsked() };

    // Another paragraph: the open thread is not asked again; the counts are, within a few seconds.
    act(() => FakeSocket.last.receive({ type: 'paragraph_comment', data: { chapter_id: CHAPTER_2, paragraph_id: 'p1' } }));
    await waitFor(() => expect(countsAsked()).toBe(before.counts + 1), { timeout: COUNTS_REFRESH_SPREAD_MS + 2000 });
    expect(asked('p2')).toBe(before.thread);

    thread.push(makeComment({ comment_id: 74, content: 'Yeni gelen yorum.', paragraph_id: 'p2' }));
    act(() => FakeSocket.last.receive({ type: 'paragraph_comment', data: { chapter_id: CHAPTER_2, paragraph_id: 'p2' } }));
    expect(await within(dialog).findByText('Yeni gelen yorum.')).toBeInTheDocument();
    expect(asked('p2')).toBe(before.thread + 1);
  });

  it('without a live socket, takes in comments others write while the thread is open (asked again every 20 s)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const thread = threadComments();
    const backend = serve({ thread });
    renderReader(2);
    await userEvent.click(await marker());
    const dialog = await screen.findByRole('dialog', { name: /Paragraf yorumları/ });
    await within(dialog).findByText('Bu cümle çok güzel.');
    thread.push(makeComment({ comment_id: 74, content: 'Yeni gelen yorum.', paragraph_id: 'p2' }));
    const asked = () => backend.callsTo('GET /bookReader/chapters/:chapterId/comments').filter((c) => c.query.get('paragraph') === 'p2').length;
    const before = asked();
    act(() => {
      vi.advanceTimersByTime(THREAD_POLL_MS);
    });
    expect(await within(dialog).findByText('Yeni gelen yorum.')).toBeInTheDocument();
    expect(asked()).toBe(before + 1);
  });
});

describe('mergeFreshPage', () => {
  it('adds new comments and replies, takes fresh counts and keeps replies loaded meanwhile', () => {
    const a = makeComment({ comment_id: 1, replies_count: 4 });
    const loaded = [a, makeComment({ comment_id: 2, parent_comment_id: 1 }), makeComment({ comment_id: 9, parent_comment_id: 1 })];
    const fresh = [
      { ...a, likes_count: 2, replies_count: 5 },
      makeComment({ comment_id: 2, parent_comment_id: 1 }),
      makeComment({ comment_id: 10, content: 'yeni' }),
    ];
    const merged = mergeFreshPage([loaded], fresh, true);
    expect(merged[0]!.map((c) => c.comment_id)).toEqual([1, 2, 9, 10]);
    expect(merged[0]![0]).toMatchObject({ likes_count: 2, replies_count: 5 });
    // With older pages left on the server, a new top-level comment waits for its page.
    expect(mergeFreshPage([loaded], fresh, false)[0]!.map((c) => c.comment_id)).toEqual([1, 2, 9]);
  });
});
