import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '@okuryazar/shared';
import { bodyOf, callsTo, chapterIdOf, installFakeServer, installReaderTestSetup, renderReader, setScrollY } from './testUtils';

const { scrollToMock } = installReaderTestSetup();

// Role queries are slow in jsdom; the whole suite runs in parallel, so allow generous time.
describe('ReaderPage progress and the continue question', { timeout: 20_000 }, () => {
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
});
