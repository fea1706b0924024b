import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '@okuryazar/shared';
import { bodyOf, callsTo, chapterIdOf, fakeTextLayout, installFakeServer, makeReader, renderReader, setSession } from './testUtils';
import { PROGRESS_SAVE_INTERVAL_MS } from './useReadingProgress';

/*
 * Issue 28 items 1 and 2: the place in a chapter (a paragraph and the offset into it, beside
 * the spec's scrollY) is saved, restored on a resume link, on the continue question and on a
 * return to the page, and held through a change of the text's size; the continue question is
 * asked only on chapter 1 with a later chapter saved, and never blocks the page.
 */

/** Ten paragraphs, so the fake layout (blocks of 100 px from 400 px down) has room to scroll. */
const TEN_PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `<p>Paragraf ${i + 1}.</p>`).join('');
const longChapters = (chapterId: number) => makeReader(chapterId - 10, { content: TEN_PARAGRAPHS });
const QUESTION = 'Kaldığınız yerden devam etmek ister misiniz?';

let resizeCallbacks: ResizeObserverCallback[] = [];

beforeEach(() => {
  setSession();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resizeCallbacks = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const saves = (fetchMock: ReturnType<typeof installFakeServer>) => callsTo(fetchMock, 'POST', /progress\/save$/).map(([, init]) => bodyOf(init));

function scrollBy(scrollTo: ReturnType<typeof fakeTextLayout>, y: number) {
  act(() => scrollTo({ top: y, left: 0 }));
}

describe('the place in a chapter', { timeout: 20_000 }, () => {
  it('saves the paragraph at the top of the window and the offset into it beside scrollY', async () => {
    const scrollTo = fakeTextLayout();
    const fetchMock = installFakeServer({ reader: longChapters });
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    vi.useFakeTimers();
    // 950 px down: 550 px into the text, i.e. half way into its sixth paragraph (index 5).
    scrollBy(scrollTo, 950);
    act(() => vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
    expect(saves(fetchMock).at(-1)).toEqual({
      bookId: 1,
      chapterId: chapterIdOf(2),
      position: { scrollY: 950, timestamp: expect.any(Number), paragraph: 5, offset: 0.5 },
    });
    // Above the text (the title) there is no paragraph: scrollY alone.
    scrollBy(scrollTo, 120);
    act(() => vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
    expect(saves(fetchMock).at(-1)).toEqual({ bookId: 1, chapterId: chapterIdOf(2), position: { scrollY: 120, timestamp: expect.any(Number) } });
  });

  it('a resume link opens the saved chapter at its top, then moves to the saved paragraph after the spec’s delay and saves it there', async () => {
    const scrollTo = fakeTextLayout();
    const fetchMock = installFakeServer({
      reader: longChapters,
      // Saved on a narrower screen with a larger font: scrollY 2400 would be past this layout's text.
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 2400, timestamp: 1, paragraph: 7, offset: 0.25 } },
    });
    vi.useFakeTimers();
    renderReader(3, '#kaldigim-yer');
    // Let the chapter and the saved progress load without moving the clock towards the delay.
    for (let i = 0; i < 50 && !(screen.queryByRole('heading', { level: 1, name: 'Bölüm başlığı 3' }) && callsTo(fetchMock, 'GET', /progress\/\d+$/).length); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    for (let i = 0; i < 5; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(window.scrollY).toBe(0);
    expect(saves(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.progressRestoreDelayMs - 50));
    expect(window.scrollY).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(50));
    // 400 + 7 × 100 + 0.25 × 100: the same words, wherever scrollY put them on the other screen.
    expect(window.scrollY).toBe(1125);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 1125 }));
    expect(saves(fetchMock)).toEqual([
      { bookId: 1, chapterId: chapterIdOf(3), position: { scrollY: 1125, timestamp: expect.any(Number), paragraph: 7, offset: 0.25 } },
    ]);
  });

  it('a resume link whose chapter is no longer the saved one opens it at the top', async () => {
    fakeTextLayout();
    const fetchMock = installFakeServer({
      reader: longChapters,
      progress: { last_chapter_id: chapterIdOf(1), position_in_chapter: { scrollY: 800, timestamp: 1, paragraph: 4, offset: 0 } },
    });
    renderReader(3, '#kaldigim-yer');
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    await waitFor(() => expect(saves(fetchMock)).toEqual([{ bookId: 1, chapterId: chapterIdOf(3), position: { scrollY: 0, timestamp: expect.any(Number) } }]));
    expect(window.scrollY).toBe(0);
  });

  it('going back to a chapter opens it where it was left, at once, from the place remembered for that page', async () => {
    const scrollTo = fakeTextLayout();
    const fetchMock = installFakeServer({ reader: longChapters });
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    scrollBy(scrollTo, 730);
    fireEvent.click(screen.getByRole('link', { name: /Sonraki Bölüm/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 3' });
    await waitFor(() => expect(window.scrollY).toBe(0));

    fireEvent.click(screen.getByRole('button', { name: 'Tarayıcıda geri' }));
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    // No 0.5 s wait: the page is shown where it was.
    expect(window.scrollY).toBe(730);
    await waitFor(() =>
      expect(saves(fetchMock).at(-1)).toEqual({
        bookId: 1,
        chapterId: chapterIdOf(2),
        position: { scrollY: 730, timestamp: expect.any(Number), paragraph: 3, offset: 0.3 },
      }),
    );
  });

  it('keeps the restored paragraph when the restore’s own scroll event arrives after the text was laid out again', async () => {
    fakeTextLayout();
    // A browser sends the scroll event a frame after the jump: held back here until the text has been laid out again.
    const jumps: number[] = [];
    window.scrollTo = ((options: ScrollToOptions) => {
      jumps.push(options.top ?? 0);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
    }) as typeof window.scrollTo;
    installFakeServer({
      reader: longChapters,
      progress: { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 2400, timestamp: 1, paragraph: 7, offset: 0.25 } },
    });
    vi.useFakeTimers();
    renderReader(3, '#kaldigim-yer');
    for (let i = 0; i < 50 && !jumps.includes(1125); i += 1) await act(() => vi.advanceTimersByTimeAsync(50));
    // Paragraph 8, a quarter in: 400 + 7 × 100 + 0.25 × 100.
    expect(jumps.at(-1)).toBe(1125);
    // The web font arrives: each paragraph is now 150 px tall, and only then the jump's scroll event.
    vi.restoreAllMocks();
    fakeTextLayout({ blockHeight: 150 });
    const relaid: number[] = [];
    window.scrollTo = ((options: ScrollToOptions) => {
      relaid.push(options.top ?? 0);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
    }) as typeof window.scrollTo;
    act(() => void window.dispatchEvent(new Event('scroll')));
    const [observer] = resizeCallbacks;
    act(() => observer!([], {} as ResizeObserver)); // the size it was first laid out at
    act(() => observer!([], {} as ResizeObserver));
    // Still paragraph 8, a quarter in, in the new layout: 400 + 7 × 150 + 0.25 × 150.
    expect(relaid.at(-1)).toBe(1488);
  });

  it('keeps the paragraph at the top when the text is laid out again (a new font size, a rotated phone)', async () => {
    let blockHeight = 100;
    const scrollTo = fakeTextLayout({ blockHeight: 100 });
    installFakeServer({ reader: longChapters });
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    scrollBy(scrollTo, 730);
    // The font grows: each paragraph is now 150 px tall.
    blockHeight = 150;
    vi.restoreAllMocks();
    const relaid = fakeTextLayout({ blockHeight });
    const [observer] = resizeCallbacks;
    act(() => observer!([], {} as ResizeObserver)); // the size it was first laid out at
    act(() => observer!([], {} as ResizeObserver));
    // Paragraph 3, 30 % in: 400 + 3 × 150 + 0.3 × 150.
    expect(relaid).toHaveBeenLastCalledWith(expect.objectContaining({ top: 895 }));
  });
});

describe('the continue question (docs/PRODUCT.md#behaviour-and-states)', { timeout: 20_000 }, () => {
  const laterSaved = { last_chapter_id: chapterIdOf(3), position_in_chapter: { scrollY: 1200, timestamp: 1 } };

  it('is a card beside the chapter, not a modal: focus stays put and the page stays usable', async () => {
    installFakeServer({ progress: laterSaved });
    renderReader(1);
    const prompt = await screen.findByRole('dialog', { name: QUESTION });
    expect(prompt).toHaveAttribute('aria-modal', 'false');
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement | null);
    // Nothing behind it was hidden from assistive technology or made inert.
    expect(screen.getByRole('link', { name: /Sonraki Bölüm/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Bölüm başlığı 1' })).toBeVisible();
    expect(document.querySelector('[aria-hidden="true"] [data-testid="chapter-content"], [inert] [data-testid="chapter-content"]')).toBeNull();
    // It is announced instead of taking the focus.
    expect(screen.getByText(`${QUESTION} Son okuduğunuz bölüm: “Bölüm başlığı 3”`)).toHaveAttribute('aria-live', 'polite');
  });

  it('"Kapat" and Escape close it without saving; reading on then saves', async () => {
    const scrollTo = fakeTextLayout();
    const fetchMock = installFakeServer({ progress: laterSaved, reader: longChapters });
    renderReader(1);
    let prompt = await screen.findByRole('dialog', { name: QUESTION });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves(fetchMock)).toEqual([]);
    vi.useFakeTimers();
    scrollBy(scrollTo, 650);
    act(() => vi.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
    expect(saves(fetchMock)).toEqual([{ bookId: 1, chapterId: chapterIdOf(1), position: { scrollY: 650, timestamp: expect.any(Number), paragraph: 2, offset: 0.5 } }]);
    vi.useRealTimers();

    const other = renderReader(1);
    prompt = await within(other.container).findByRole('dialog', { name: QUESTION });
    // Escape from anywhere on the page (the focus is not in the card).
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(within(other.container).queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not asked on chapter 1 opened at a comment, nor on a later chapter than 1', async () => {
    const fetchMock = installFakeServer({ progress: laterSaved });
    const atComment = renderReader(1, '#yorum-5');
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 1' });
    await waitFor(() => expect(saves(fetchMock)).toEqual([{ bookId: 1, chapterId: chapterIdOf(1), position: { scrollY: 0, timestamp: expect.any(Number) } }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    atComment.unmount();

    const fetchMock2 = installFakeServer({ progress: laterSaved, reader: (id) => makeReader(id - 10, { count: 4 }) });
    renderReader(2);
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    await waitFor(() => expect(saves(fetchMock2)).toEqual([{ bookId: 1, chapterId: chapterIdOf(2), position: { scrollY: 0, timestamp: expect.any(Number) } }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes away when the reader reads on into chapter 2 instead, which is saved as usual', async () => {
    const fetchMock = installFakeServer({ progress: laterSaved });
    renderReader(1);
    await screen.findByRole('dialog', { name: QUESTION });
    fireEvent.click(screen.getByRole('link', { name: /Sonraki Bölüm/ }));
    await screen.findByRole('heading', { level: 1, name: 'Bölüm başlığı 2' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(saves(fetchMock)).toEqual([{ bookId: 1, chapterId: chapterIdOf(2), position: { scrollY: 0, timestamp: expect.any(Number) } }]));
  });
});
