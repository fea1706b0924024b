import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, installFakeServer, installReaderTestSetup, makeReader, renderReader } from './testUtils';

installReaderTestSetup();

// Role queries are slow in jsdom; the whole suite runs in parallel, so allow generous time.
describe('ReaderPage views and likes', { timeout: 20_000 }, () => {
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

  it('toggles the chapter like from the server answer', async () => {
    let liked = false;
    installFakeServer({
      chapterLike: () => {
        liked = !liked;
        return { isLiked: liked, likes: liked ? 6 : 5 };
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
          return { isLiked: liked, likes: liked ? 6 : 5 };
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
      await act(async () => {
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

  it("shows the server's like count after the answer, not the old count moved by one", async () => {
    // Others liked the chapter while it was open: the server counts 9, not 5 + 1.
    installFakeServer({ chapterLike: () => ({ isLiked: true, likes: 9 }) });
    renderReader(2);
    await screen.findByRole('heading', { level: 1 });
    const like = screen.getByRole('button', { name: 'Bölümü beğen (5 beğeni)' });
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAccessibleName('Bölümü beğen (9 beğeni)');
    expect(screen.getByText('9 beğeni')).toBeInTheDocument();
  });

  it("shows the server's view count after a counted view", async () => {
    installFakeServer({ views: { viewUpdated: true, views: 57 } });
    renderReader(2);
    expect(await screen.findByText('57 görüntülenme')).toBeInTheDocument();
  });
});
