import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MSG } from '@okuryazar/shared';
import {
  bodyOf,
  callsTo,
  chapterIdOf,
  installFakeServer,
  jsonResponse,
  makeReader,
  renderReader,
  setSession,
} from './testUtils';

const scrollToMock = vi.fn();

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  setSession();
  scrollToMock.mockReset();
  window.scrollTo = scrollToMock as unknown as typeof window.scrollTo;
  setScrollY(0);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

// Role queries are slow in jsdom; the whole suite runs in parallel, so allow generous time.
describe('ReaderPage', { timeout: 20_000 }, () => {
  it('shows "Yükleniyor..." first, then the book, chapter title, counts and text', async () => {
    const fetchMock = installFakeServer({});
    renderReader(2);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' })).toBeInTheDocument();
    expect(screen.getByText('Sisli Vadi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ayşe Yazar/ })).toHaveAttribute('href', '/profile/77');
    expect(screen.getByRole('link', { name: 'Kitaba dön' })).toHaveAttribute('href', '/book/1');
    expect(screen.getByText('41 görüntülenme')).toBeInTheDocument();
    expect(screen.getByTestId('chapter-content')).toHaveTextContent('Bölüm 2 metni.');

    const [, init] = callsTo(fetchMock, 'GET', /^\/bookReader\/books\/1\/12$/)[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it("shows the author's notes in their own boxes before and after the text, sanitised, and scene breaks in the text", async () => {
    installFakeServer({
      reader: (id) =>
        makeReader(id - 10, {
          content: '<p>Gece indi.</p><hr /><p>Sabah oldu.</p>',
          chapter: {
            note_before: '<p onclick="alert(1)">Uyarı: <em>karanlık</em> bir bölüm.<script>alert(2)</script></p>',
            note_after: '<p>Yorumlarınızı bekliyorum.</p>',
          },
        }),
    });
    renderReader(2);
    const before = await screen.findByRole('complementary', { name: 'Yazarın notu (bölüm başı)' });
    const after = screen.getByRole('complementary', { name: 'Yazarın notu (bölüm sonu)' });
    expect(before).toHaveTextContent('Yazarın notu');
    expect(before).toHaveTextContent('Uyarı: karanlık bir bölüm.');
    expect(before.innerHTML).not.toMatch(/script|onclick/);
    expect(after).toHaveTextContent('Yorumlarınızı bekliyorum.');
    const text = screen.getByTestId('chapter-content');
    // Before the text, after it, in document order.
    expect(before.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(text.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(text.innerHTML).toBe('<p>Gece indi.</p><hr><p>Sabah oldu.</p>');
  });

  it('shows no note box for a chapter without notes', async () => {
    installFakeServer({ reader: (id) => makeReader(id - 10, { chapter: { note_before: '', note_after: '' } }) });
    renderReader(2);
    expect(await screen.findByTestId('chapter-content')).toBeInTheDocument();
    expect(screen.queryByText('Yazarın notu')).not.toBeInTheDocument();
  });

  it('shows "not found" (no retry) for a chapter the reader may not see', async () => {
    installFakeServer({ reader: () => jsonResponse({ message: 'Bölüm bulunamadı.', code: 'NOT_FOUND' }, 404) });
    renderReader(1);
    expect(await screen.findByRole('heading', { level: 1, name: MSG.chapterNotFound })).toBeInTheDocument();
    expect(screen.queryByText(MSG.readerLoadError)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps the load error with a retry when the chapter fails to load for another reason', async () => {
    installFakeServer({ reader: () => jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL' }, 500) });
    renderReader(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.readerLoadError);
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitaba dön' })).toHaveAttribute('href', '/book/1');
  });

  it('never lets scripts or event handlers from the chapter text reach the page', async () => {
    installFakeServer({
      reader: (id) =>
        makeReader(id - 10, {
          content:
            '<p style="color:red" onclick="window.__clicked=1">Merhaba <strong>dünya</strong> <em>ve</em> <s>eski</s></p>' +
            '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
            '<a href="javascript:alert(1)">bağlantı</a><iframe src="https://evil.example"></iframe><p>Son<br>satır</p>',
        }),
    });
    renderReader(1);
    const content = await screen.findByTestId('chapter-content');
    expect(content.querySelector('script, img, iframe, a')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onerror|onclick|style=|javascript:/i);
    expect(content.querySelector('strong')).toHaveTextContent('dünya');
    expect(content.querySelector('em')).toHaveTextContent('ve');
    expect(content.querySelector('s')).toHaveTextContent('eski');
    expect(content.querySelector('br')).not.toBeNull();
    expect(content).toHaveTextContent('bağlantı');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('records a view once per chapter open and raises the count when the server counted it', async () => {
    const fetchMock = installFakeServer({ views: { viewUpdated: true, views: 42 } });
    renderReader(2);
    expect(await screen.findByText('42 görüntülenme')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', /\/incrementViews$/);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/bookReader/books/1/chapters/12/incrementViews');
  });

  it('keeps the view count when the server did not count the view', async () => {
    const fetchMock = installFakeServer({ views: { viewUpdated: false, views: 41 } });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', /\/incrementViews$/)).toHaveLength(1));
    expect(screen.getByText('41 görüntülenme')).toBeInTheDocument();
  });

  it('toggles the chapter like from the server answer, ±1', async () => {
    let liked = false;
    installFakeServer({
      chapterLike: () => {
        liked = !liked;
        return { isLiked: liked, likes: 0 };
      },
    });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    const like = screen.getByRole('button', { name: /Bölümü beğen/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleName('Bölümü beğen (5 beğeni)');

    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAccessibleName('Bölümü beğen (6 beğeni)');
    expect(screen.getByText('6 beğeni')).toBeInTheDocument();

    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('Bölümü beğen (5 beğeni)');
  });

  describe('a second like click while the first call is in flight', () => {
    /** The like answer waits until the test releases it. */
    function holdLikeAnswer() {
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      let liked = false;
      const fetchMock = installFakeServer({
        chapterLike: async () => {
          await answered;
          liked = !liked;
          return { isLiked: liked, likes: 0 };
        },
      });
      return { fetchMock, release };
    }
    const likeCalls = (fetchMock: ReturnType<typeof installFakeServer>) =>
      callsTo(fetchMock, 'POST', /^\/bookReader\/chapters\/12\/like$/);

    it('a double click sends one request and moves the count by one', async () => {
      const { fetchMock, release } = holdLikeAnswer();
      renderReader(2);
      await screen.findByRole('heading', { level: 1 });
      const like = screen.getByRole('button', { name: /Bölümü beğen/ });

      await userEvent.dblClick(like);
      expect(likeCalls(fetchMock)).toHaveLength(1);
      expect(like).toHaveAttribute('aria-busy', 'true');

      release();
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
      expect(like).toHaveAccessibleName('Bölümü beğen (6 beğeni)');
      expect(likeCalls(fetchMock)).toHaveLength(1);
    });

    it('two clicks that arrive before the page re-renders still send one request', async () => {
      const { fetchMock, release } = holdLikeAnswer();
      renderReader(2);
      await screen.findByRole('heading', { level: 1 });
      const like = screen.getByRole('button', { name: /Bölümü beğen/ });

      // Both clicks in one batch: the button has not been re-rendered as pending in between.
      act(() => {
        like.click();
        like.click();
      });
      expect(likeCalls(fetchMock)).toHaveLength(1);

      release();
      await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
      expect(like).toHaveAccessibleName('Bölümü beğen (6 beğeni)');
      expect(likeCalls(fetchMock)).toHaveLength(1);
      expect(like).not.toHaveAttribute('aria-busy');
    });
  });

  it('never lets the like count go below zero', async () => {
    installFakeServer({
      reader: (id) => makeReader(id - 10, { chapter: { is_liked: true, likes: 0 } }),
      chapterLike: () => ({ isLiked: false, likes: 0 }),
    });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    const like = screen.getByRole('button', { name: /Bölümü beğen/ });
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('Bölümü beğen (0 beğeni)');
  });

  it('keeps the like state when the call fails (only logged)', async () => {
    installFakeServer({
      chapterLike: () => {
        throw new Error('ağ hatası');
      },
    });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    const like = screen.getByRole('button', { name: /Bölümü beğen/ });
    fireEvent.click(like);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleName('Bölümü beğen (5 beğeni)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers previous/next chapters, leaving out the missing side at the ends', async () => {
    installFakeServer({});
    const { unmount } = renderReader(1);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Önceki Bölüm/ })).not.toBeInTheDocument();
    const next = screen.getByRole('link', { name: /Sonraki Bölüm/ });
    expect(next).toHaveAttribute('href', '/read/1/12');
    unmount();

    renderReader(3);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    expect(screen.getByRole('link', { name: /Önceki Bölüm/ })).toHaveAttribute('href', '/read/1/12');
    expect(screen.queryByRole('link', { name: /Sonraki Bölüm/ })).not.toBeInTheDocument();
  });

  it('lists every chapter in the chapter menu, marks the current one and navigates on choice', async () => {
    installFakeServer({});
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    const trigger = screen.getByRole('button', { name: 'Bölümler' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Bölümler' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual([
      '1.Bölüm başlığı 1',
      '2.Bölüm başlığı 2(şu an okunan)',
      '3.Bölüm başlığı 3',
    ]);
    expect(items[1]).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(items[2]!);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    expect(screen.getByTestId('location')).toHaveTextContent('/read/1/13');
  });

  it('saves the chapter being entered at the top as soon as it opens, not the chapter being left', async () => {
    const fetchMock = installFakeServer({});
    renderReader(1);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 1' });
    // Chapter 1 waits for the saved progress; with nothing saved elsewhere it is saved at the top.
    await waitFor(() => expect(callsTo(fetchMock, 'POST', /^\/bookReader\/progress\/save$/)).toHaveLength(1));

    act(() => setScrollY(840));
    fireEvent.click(screen.getByRole('link', { name: /Sonraki Bölüm/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });

    // No scroll, no unload: the chapter now open is already the saved one (mobile never unloads).
    const saves = callsTo(fetchMock, 'POST', /^\/bookReader\/progress\/save$/);
    expect(saves.map(([, init]) => bodyOf(init))).toEqual([
      { bookId: 1, chapterId: chapterIdOf(1), position: { scrollY: 0, timestamp: expect.any(Number) } },
      { bookId: 1, chapterId: chapterIdOf(2), position: { scrollY: 0, timestamp: expect.any(Number) } },
    ]);
    const [, init] = saves[1]!;
    expect(init?.keepalive).toBe(true);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(scrollToMock).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('saves a chapter opened directly at the top without waiting for a scroll or unload', async () => {
    const fetchMock = installFakeServer({});
    renderReader(3);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', /progress\/save$/).map(([, init]) => bodyOf(init))).toEqual([
        { bookId: 1, chapterId: chapterIdOf(3), position: { scrollY: 0, timestamp: expect.any(Number) } },
      ]),
    );
  });

  it('saves the position reached when the reader is left', async () => {
    const fetchMock = installFakeServer({});
    const { unmount } = renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    await waitFor(() => expect(callsTo(fetchMock, 'POST', /progress\/save$/)).toHaveLength(1));
    act(() => setScrollY(650));
    unmount();
    const saves = callsTo(fetchMock, 'POST', /progress\/save$/).map(([, init]) => bodyOf(init));
    expect(saves.at(-1)).toMatchObject({ chapterId: chapterIdOf(2), position: { scrollY: 650 } });
  });

  it('saves the progress with keepalive when the page is hidden or unloaded', async () => {
    const fetchMock = installFakeServer({});
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    act(() => setScrollY(300));

    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });

    // The first save is the chapter's entry at the top; then one per event.
    const saves = callsTo(fetchMock, 'POST', /^\/bookReader\/progress\/save$/).slice(1);
    expect(saves).toHaveLength(2);
    for (const [, init] of saves) {
      expect(init?.keepalive).toBe(true);
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
      expect(bodyOf(init)).toMatchObject({ bookId: 1, chapterId: 12, position: { scrollY: 300 } });
    }
  });

  it('saves periodically while scrolling', async () => {
    const fetchMock = installFakeServer({});
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    vi.useFakeTimers();
    try {
      const entry = callsTo(fetchMock, 'POST', /progress\/save$/).length;
      act(() => setScrollY(100));
      act(() => setScrollY(400));
      expect(callsTo(fetchMock, 'POST', /progress\/save$/)).toHaveLength(entry);
      act(() => vi.advanceTimersByTime(5_000));
      const saves = callsTo(fetchMock, 'POST', /progress\/save$/).slice(entry);
      expect(saves).toHaveLength(1);
      expect(bodyOf(saves[0]![1])).toMatchObject({ chapterId: 12, position: { scrollY: 400 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks to continue on chapter 1 when progress is saved at chapter 3, then goes there and restores the position', async () => {
    const fetchMock = installFakeServer({
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 1200, timestamp: 1 } },
    });
    renderReader(1);
    const dialog = await screen.findByRole('dialog', { name: 'Kaldığınız yerden devam etmek ister misiniz?' });
    expect(dialog).toHaveTextContent('“Bölüm başlığı 3”');
    expect(dialog).toHaveAccessibleDescription('Son okuduğunuz bölüm: “Bölüm başlığı 3”');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    // A resume link: the reader moves to the saved place in it.
    expect(screen.getByTestId('location')).toHaveTextContent('/read/1/13#kaldigim-yer');
    await waitFor(() => expect(scrollToMock).toHaveBeenCalledWith(expect.objectContaining({ top: 1200 })), {
      timeout: 2000,
    });
    // Chapter 1 was only passed through: its position 0 must not overwrite the saved progress,
    // and the chapter continued keeps its saved place.
    const saves = callsTo(fetchMock, 'POST', /progress\/save$/).map(([, init]) => bodyOf(init));
    expect(saves).not.toContainEqual(expect.objectContaining({ chapterId: chapterIdOf(1) }));
    expect(saves).not.toContainEqual(expect.objectContaining({ chapterId: chapterIdOf(3), position: expect.objectContaining({ scrollY: 0 }) }));
  });

  it('opens the chapter at the top and moves to the saved place only after the restore delay', async () => {
    installFakeServer({
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 1200, timestamp: 1 } },
    });
    renderReader(1);
    const dialog = await screen.findByRole('dialog', { name: 'Kaldığınız yerden devam etmek ister misiniz?' });
    const restored = expect.objectContaining({ top: 1200 });
    vi.useFakeTimers();
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
      // Let the next chapter load and render without moving the clock towards the delay.
      for (let i = 0; i < 50 && !screen.queryByRole('heading', { level: 1, name: 'Bölüm başlığı 3' }); i += 1) {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
      expect(screen.getByRole('heading', { level: 1, name: 'Bölüm başlığı 3' })).toBeInTheDocument();
      expect(scrollToMock).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      expect(scrollToMock).not.toHaveBeenCalledWith(restored);

      await act(() => vi.advanceTimersByTimeAsync(LIMITS.progressRestoreDelayMs - 50));
      expect(scrollToMock).not.toHaveBeenCalledWith(restored);
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(scrollToMock).toHaveBeenCalledWith(restored);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Baştan başla" stays on chapter 1 and saves it at the top', async () => {
    const fetchMock = installFakeServer({
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 1200, timestamp: 1 } },
    });
    renderReader(1);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Baştan başla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/read/1/11');
    const saves = callsTo(fetchMock, 'POST', /progress\/save$/).map(([, init]) => bodyOf(init));
    expect(saves).toEqual([{ bookId: 1, chapterId: 11, position: { scrollY: 0, timestamp: expect.any(Number) } }]);
  });

  it('does not ask when chapter 1 is the saved chapter, or when another chapter is opened', async () => {
    installFakeServer({
      progress: { last_chapter_id: chapterIdOf(1), position_in_chapter: { scrollY: 50, timestamp: 1 } },
    });
    const first = renderReader(1);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    installFakeServer({
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 50, timestamp: 1 } },
    });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('copy protection', () => {
    it('blocks the copy, cut, select-all, view-source and save shortcuts on the reader', async () => {
      installFakeServer({});
      renderReader(2);
      const content = await screen.findByTestId('chapter-content');
      for (const key of ['c', 'x', 'a', 'u', 's']) {
        expect(fireEvent.keyDown(content, { key, code: `Key${key.toUpperCase()}`, ctrlKey: true })).toBe(false);
        expect(fireEvent.keyDown(document.body, { key, metaKey: true })).toBe(false);
      }
      // Plain typing and other shortcuts are untouched.
      expect(fireEvent.keyDown(document.body, { key: 'c' })).toBe(true);
      expect(fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true })).toBe(true);
    });

    it('blocks copy, cut and the context menu on the text', async () => {
      installFakeServer({});
      renderReader(2);
      const content = await screen.findByTestId('chapter-content');
      expect(fireEvent.copy(content)).toBe(false);
      expect(fireEvent.cut(content)).toBe(false);
      expect(fireEvent.contextMenu(content)).toBe(false);
    });

    it('leaves the comment box editable: copy, cut and select-all work there', async () => {
      installFakeServer({});
      renderReader(2);
      const box = await screen.findByRole('textbox', { name: 'Yorumunuz' });
      for (const key of ['c', 'x', 'a']) {
        expect(fireEvent.keyDown(box, { key, code: `Key${key.toUpperCase()}`, ctrlKey: true })).toBe(true);
      }
      expect(fireEvent.copy(box)).toBe(true);
      expect(fireEvent.contextMenu(box)).toBe(true);
      const user = userEvent.setup();
      await user.type(box, 'Merhaba');
      expect(box).toHaveValue('Merhaba');
    });
  });
});

describe('ReaderPage content warnings (docs/PRODUCT.md#trust-and-safety)', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('asks before the first chapter of a story with warnings; nothing is counted until "Devam et"', async () => {
    const fetchMock = installFakeServer({ reader: (id) => makeReader(id - 10, { warnings: ['self_harm'] }), hiddenWarnings: [] });
    renderReader(1);
    const interstitial = await screen.findByTestId('content-warning-interstitial');
    expect(interstitial).toHaveTextContent('Bu hikaye şu içerik uyarılarını taşıyor: Kendine zarar verme.');
    expect(interstitial).not.toHaveTextContent('gizlediğiniz');
    expect(screen.queryByTestId('chapter-content')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', /incrementViews$/)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByTestId('chapter-content')).toHaveTextContent('Bölüm 1 metni.');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', /incrementViews$/)).toHaveLength(1));
  });

  it('names the warnings the reader hides, and does not ask again in the same session', async () => {
    installFakeServer({ reader: (id) => makeReader(id - 10, { warnings: ['violence', 'death'] }), hiddenWarnings: ['death'] });
    const view = renderReader(2);
    expect(await screen.findByText(/gizlediğiniz uyarılar/)).toHaveTextContent('Okuma ayarlarınızda gizlediğiniz uyarılar: Ölüm.');
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByTestId('chapter-content')).toBeInTheDocument();
    view.unmount();
    renderReader(3);
    expect(await screen.findByTestId('chapter-content')).toHaveTextContent('Bölüm 3 metni.');
    expect(screen.queryByTestId('content-warning-interstitial')).not.toBeInTheDocument();
  });

  it('"Geri dön" goes to the book page when the chapter was opened from a link', async () => {
    installFakeServer({ reader: (id) => makeReader(id - 10, { warnings: ['abuse'] }) });
    renderReader(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Geri dön' }));
    expect(await screen.findByText('Kitap sayfası 1')).toBeInTheDocument();
  });

  it('goes straight to the text of a story without warnings', async () => {
    installFakeServer({});
    renderReader(1);
    expect(await screen.findByTestId('chapter-content')).toBeInTheDocument();
    expect(screen.queryByTestId('content-warning-interstitial')).not.toBeInTheDocument();
  });
});
