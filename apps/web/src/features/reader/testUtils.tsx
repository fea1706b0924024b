import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from '../../lib/router';
import { DEFAULT_READING_SETTINGS, MSG, LIST_PAGE_MAX, REPLIES_PREVIEW, type BookCard, type ContentWarning, type ProgressResponse, type ReaderChapter, type ReaderComment, type ReaderResponse } from '@okuryazar/shared';
import { beforeEach, vi } from 'vitest';
import { ReaderPage } from './ReaderPage';
import { LiveProvider } from '../live';
import { fakeSocketFactory } from '../../test/live';
import { makeBook } from '../../test/books';
import { jsonResponse } from '../../test/mockBackend';
import { signIn } from '../../test/session';
import { cleanUpAfterEach } from '../../test/cleanup';

export { jsonResponse };

export const BOOK_ID = 1;
/** Chapters 1–3 have ids 11, 12, 13. */
export const chapterIdOf = (n: number) => 10 + n;

export function makeChapter(n: number, overrides: Partial<ReaderChapter> = {}): ReaderChapter {
  return {
    chapter_id: chapterIdOf(n),
    chapter_number: n,
    title: `Bölüm başlığı ${n}`,
    content: null,
    note_before: null,
    note_after: null,
    is_published: true,
    is_liked: false,
    likes: 5,
    views: 41,
    comments: 0,
    created_at: '2024-05-01T10:00:00.000Z',
    published_at: '2024-05-03T10:00:00.000Z',
    author_name: 'Ayşe Yazar',
    ...overrides,
  };
}

export function makeReader(
  currentNumber: number,
  options: { count?: number; content?: string; chapter?: Partial<ReaderChapter>; warnings?: ContentWarning[] } = {},
): ReaderResponse {
  const count = options.count ?? 3;
  const chapters = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return n === currentNumber
      ? makeChapter(n, { content: options.content ?? `<p>Bölüm ${n} metni.</p>`, ...options.chapter })
      : makeChapter(n);
  });
  return {
    ...makeBook({ book_id: BOOK_ID }),
    title: 'Sisli Vadi',
    author_id: 77,
    author_name: 'Ayşe Yazar',
    username: 'ayseyazar',
    description: 'Açıklama',
    content_warnings: options.warnings ?? [],
    total_views: 100,
    total_likes: 10,
    total_comments: 2,
    chapter_count: count,
    published_chapters_count: count,
    first_chapter_id: chapterIdOf(1),
    created_at: '2024-05-01T10:00:00.000Z',
    current_chapter_id: chapterIdOf(currentNumber),
    comments_closed: false,
    chapters,
  } as ReaderResponse;
}

let commentSeq = 500;
export function makeComment(overrides: Partial<ReaderComment> = {}): ReaderComment {
  const id = overrides.comment_id ?? commentSeq++;
  return {
    comment_id: id,
    parent_comment_id: null,
    user_id: 7,
    username: 'baskaokur',
    profile_image_url: null,
    content: `Yorum ${id}`,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    likes_count: 0,
    is_liked_by_user: false,
    ...overrides,
  };
}


export interface FakeServer {
  reader?: (chapterId: number) => ReaderResponse | Response;
  progress?: ProgressResponse;
  views?: { viewUpdated: boolean; views: number };
  comments?: ReaderComment[];
  /** May return a promise: the answer then waits for it (a like still in flight). */
  chapterLike?: () => { isLiked: boolean; likes: number } | Promise<{ isLiked: boolean; likes: number }>;
  commentLike?: (commentId: number) => { isLiked: boolean; likes: number };
  /** "Sıradaki okuma" under the last chapter (GET /books/{id}/next-read). */
  nextRead?: BookCard[];
  /** Whether the reader follows the author at first (GET /search/isFollowing). */
  following?: boolean;
  /** The warnings the reader hides (GET /settings/reading). */
  hiddenWarnings?: ContentWarning[];
  /** The created comment, or a whole response (e.g. a 429) to answer instead. */
  createComment?: (body: { content: string; parentCommentId: number | null }) => ReaderComment | Response;
}

/**
 * The server's paging of a chapter's comments (`comments` is the whole flat list, oldest
 * first): 50 top-level comments after `?after`, each with its first 3 replies and
 * replies_count; or with `?parent`, 50 replies of that comment after `?after`.
 */
function pageComments(comments: ReaderComment[], query: URLSearchParams): ReaderComment[] {
  const after = Number(query.get('after') ?? 0);
  const parent = query.get('parent');
  const from = (list: ReaderComment[]) => list.slice(after ? list.findIndex((c) => c.comment_id === after) + 1 : 0).slice(0, LIST_PAGE_MAX);
  const repliesOf = (id: number) => comments.filter((c) => c.parent_comment_id === id);
  if (parent) return from(repliesOf(Number(parent)));
  return from(comments.filter((c) => c.parent_comment_id === null)).flatMap((c) => {
    const replies = repliesOf(c.comment_id);
    return [{ ...c, replies_count: replies.length }, ...replies.slice(0, REPLIES_PREVIEW)];
  });
}

/** A fetch mock answering the reader calls; every call is recorded on the returned mock. */
export function installFakeServer(server: FakeServer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input).replace(/^.*\/api/, '');
    const method = init?.method ?? 'GET';
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/bookReader\/books\/(\d+)\/(\d+)$/.exec(url))) {
      const answer = server.reader?.(Number(m[2])) ?? makeReader(Number(m[2]) - 10);
      return answer instanceof Response ? answer : jsonResponse(answer);
    }
    if (method === 'POST' && /\/incrementViews$/.test(url)) {
      return jsonResponse(server.views ?? { viewUpdated: false, views: 41 });
    }
    if (method === 'GET' && /^\/bookReader\/progress\/\d+$/.test(url)) {
      return jsonResponse(server.progress ?? { last_chapter_id: null, position_in_chapter: null });
    }
    if (method === 'POST' && url === '/bookReader/progress/save') return jsonResponse({ success: true });
    if (method === 'GET' && (m = /^\/bookReader\/chapters\/\d+\/comments(\?.*)?$/.exec(url))) {
      return jsonResponse(pageComments(server.comments ?? [], new URLSearchParams(m[1] ?? '')));
    }
    if (method === 'POST' && /^\/bookReader\/books\/\d+\/chapters\/\d+\/comments$/.test(url)) {
      const body = JSON.parse(String(init?.body)) as { content: string; parentCommentId: number | null };
      const created =
        server.createComment?.(body) ??
        makeComment({ user_id: 5, username: 'kitapkurdu', content: body.content, parent_comment_id: body.parentCommentId });
      return created instanceof Response ? created : jsonResponse(created, 201);
    }
    if (method === 'POST' && (m = /^\/bookReader\/comments\/(\d+)\/like$/.exec(url))) {
      return jsonResponse(server.commentLike?.(Number(m[1])) ?? { isLiked: true, likes: 1 });
    }
    if (method === 'DELETE' && /^\/bookReader\/comments\/\d+$/.test(url)) {
      return jsonResponse({ message: 'Yorum silindi.' });
    }
    if (method === 'PUT' && (m = /^\/stories\/(\d+)\/comment-settings$/.exec(url))) {
      const { closed } = JSON.parse(String(init?.body)) as { closed: boolean };
      return jsonResponse({ message: closed ? MSG.commentsClosedSaved : MSG.commentsOpenedSaved, book_id: Number(m[1]), comments_closed: closed });
    }
    if (method === 'POST' && /^\/bookReader\/chapters\/\d+\/like$/.test(url)) {
      return jsonResponse((await server.chapterLike?.()) ?? { isLiked: true, likes: 6 });
    }
    if (method === 'GET' && url === '/settings/reading') {
      return jsonResponse({ ...DEFAULT_READING_SETTINGS, hidden_warnings: server.hiddenWarnings ?? [] });
    }
    if (method === 'GET' && /^\/books\/\d+\/next-read$/.test(url)) return jsonResponse(server.nextRead ?? []);
    if (method === 'GET' && /^\/search\/isFollowing\/\d+\/\d+$/.test(url)) return jsonResponse({ isFollowing: server.following ?? false });
    if (method === 'POST' && (m = /^\/search\/(follow|unfollow)\/\d+\/\d+$/.exec(url))) {
      return jsonResponse({ success: true, followers_count: m[1] === 'follow' ? 1 : 0 });
    }
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls to one endpoint: [path, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof installFakeServer>, method: string, pattern: RegExp) {
  return fetchMock.mock.calls
    .map(([input, init]) => [String(input).replace(/^.*\/api/, ''), init] as const)
    .filter(([url, init]) => (init?.method ?? 'GET') === method && pattern.test(url));
}

export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

function BookStandIn() {
  const { bookId } = useParams();
  return <p>Kitap sayfası {bookId}</p>;
}

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">
        {location.pathname}
        {location.hash}
      </div>
      <button type="button" onClick={() => void navigate(-1)}>
        Tarayıcıda geri
      </button>
    </>
  );
}

/**
 * Lays the chapter's text out as jsdom does not: its top-level blocks `blockHeight` px tall one
 * under the other from `top` px down the page, and window.scrollTo moving window.scrollY (with
 * a scroll event), so the reader can measure and restore a place in it.
 */
export function fakeTextLayout({ top = 400, blockHeight = 100 }: { top?: number; blockHeight?: number } = {}) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const text = this.parentElement;
    if (text?.dataset.testid !== 'chapter-content') return original.call(this);
    const index = Array.prototype.indexOf.call(text.children, this);
    const y = top + index * blockHeight - window.scrollY;
    return DOMRect.fromRect({ x: 0, y, width: 600, height: blockHeight });
  });
  const scrollTo = vi.fn((options?: ScrollToOptions | number) => {
    const y = typeof options === 'number' ? 0 : (options?.top ?? 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return scrollTo;
}

/** `hash` opens the chapter at a comment, as a notification link does ('#yorum-42'). */
/** With `live`, a signed-in reader's live socket is a FakeSocket (test/live.tsx) the test speaks for. */
export function renderReader(chapterNumber = 1, hash = '', { live = false }: { live?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const page = (
      <MemoryRouter initialEntries={[`/read/${BOOK_ID}/${chapterIdOf(chapterNumber)}${hash}`]}>
        <Routes>
          <Route
            path="/read/:bookId/:chapterId"
            element={
              <>
                <ReaderPage />
                <LocationProbe />
              </>
            }
          />
          <Route path="/book/:bookId" element={<BookStandIn />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
  );
  const result = render(
    <QueryClientProvider client={client}>{live ? <LiveProvider createSocket={fakeSocketFactory}>{page}</LiveProvider> : page}</QueryClientProvider>,
  );
  return { ...result, client };
}

export function setSession(userId = 5) {
  signIn(userId, 'kitapkurdu');
}

export function makeBookCard(id: number, overrides: Partial<BookCard> = {}): BookCard {
  return {
    ...makeReader(1),
    book_id: id,
    title: `Önerilen kitap ${id}`,
    author_id: 90 + id,
    author_name: `Yazar ${id}`,
    username: `yazar${id}`,
    description: 'Kısa bir açıklama.',
    ...overrides,
  } as BookCard;
}

export function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** The reader page tests' shared setup: a signed-in reader at the top of a window whose scrollTo is a spy. */
export function installReaderTestSetup() {
  const scrollToMock = vi.fn();
  beforeEach(() => {
    setSession();
    scrollToMock.mockReset();
    window.scrollTo = scrollToMock as unknown as typeof window.scrollTo;
    setScrollY(0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  cleanUpAfterEach();
  return { scrollToMock };
}
