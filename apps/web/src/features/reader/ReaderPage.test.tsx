import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { callsTo, installFakeServer, installReaderTestSetup, jsonResponse, makeReader, renderReader } from './testUtils';
import { expectAlert } from '../../test/alerts';

installReaderTestSetup();

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
    await expectAlert(screen, MSG.readerLoadError);
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
