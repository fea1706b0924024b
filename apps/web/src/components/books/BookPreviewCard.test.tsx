import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MSG } from '@okuryazar/shared';
import { BookPreviewCard } from './BookPreviewCard';
import { makeBook, renderWithProviders } from '../../test/books';

describe('BookPreviewCard', () => {
  it('shows a lazy 2:3 cover with the title as alt text, falling back to the default cover', () => {
    const book = makeBook({ title: 'Sisli Vadi', cover_image_url: null });
    renderWithProviders(<BookPreviewCard book={book} onOpen={() => {}} />);
    const img = screen.getByRole('img', { name: 'Sisli Vadi' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/default-cover.svg');
  });

  it('serves a relative storage path from /uploads', () => {
    const book = makeBook({ title: 'Kapaklı', cover_image_url: 'covers/abc.jpg' });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.getByRole('img', { name: 'Kapaklı' })).toHaveAttribute(
      'src',
      '/uploads/covers/abc.jpg',
    );
  });

  it('shows views and likes in Turkish compact notation', () => {
    const book = makeBook({ total_views: 1234, total_likes: 1_500_000 });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.getByText('1,2 B')).toBeInTheDocument();
    expect(screen.getByText('1,5 Mn')).toBeInTheDocument();
    expect(screen.getByText(/okunma/)).toBeInTheDocument();
    expect(screen.getByText(/beğeni/)).toBeInTheDocument();
  });

  it('shows the story facts: status, reading time and the last chapter publication', () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z') });
    try {
      const { unmount } = renderWithProviders(
        <BookPreviewCard book={makeBook({ is_completed: true, reading_minutes: 12, updated_at: '2026-06-12T09:00:00Z' })} />,
      );
      const facts = screen.getByTestId('story-facts');
      expect(facts).toHaveTextContent('Tamamlandı');
      expect(facts).toHaveTextContent('12 dk okuma');
      expect(facts).toHaveTextContent('3 gün önce güncellendi');
      unmount();
      renderWithProviders(<BookPreviewCard book={makeBook({ is_completed: false, reading_minutes: 1, updated_at: null })} />);
      expect(screen.getByTestId('story-facts')).toHaveTextContent(/^Devam ediyor1 dk okuma$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows only the status of a story with nothing published yet', () => {
    renderWithProviders(<BookPreviewCard book={makeBook({ published_chapters_count: 0, reading_minutes: 0, updated_at: null })} />);
    expect(screen.getByTestId('story-facts')).toHaveTextContent(/^Devam ediyor$/);
  });

  it('shows the published chapter count only when asked', () => {
    const book = makeBook({ title: 'Bölümlü', published_chapters_count: 12 });
    const { unmount } = renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.queryByText(/bölüm/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<BookPreviewCard book={book} showChapterCount />);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText(/bölüm/)).toBeInTheDocument();
  });

  it('offers "Okumaya Başla" to the first chapter when there is no progress', () => {
    const book = makeBook({ book_id: 7, first_chapter_id: 70, last_read: null });
    renderWithProviders(<BookPreviewCard book={book} />);
    const read = screen.getByRole('link', { name: /^Okumaya Başla/ });
    expect(read).toHaveAttribute('href', '/read/7/70');
    expect(screen.queryByText('Devam et')).not.toBeInTheDocument();
  });

  it('offers "Devam et" to the last read chapter, at the saved place in it, when progress exists', () => {
    const book = makeBook({
      book_id: 8,
      first_chapter_id: 80,
      last_read: { chapter_id: 83, updated_at: '2025-01-01T00:00:00.000Z' },
    });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.getByRole('link', { name: /^Devam et/ })).toHaveAttribute('href', '/read/8/83#kaldigim-yer');
  });

  it('says the book has no chapters instead of navigating when there is none', () => {
    const book = makeBook({ first_chapter_id: null, last_read: null });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.queryByText(MSG.noChapters)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Okumaya Başla/ }));
    expect(screen.getByText(MSG.noChapters)).toBeInTheDocument();
  });

  it('links the bottom strip to the book page', () => {
    const book = makeBook({ book_id: 12 });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.getByRole('link', { name: /^Daha fazla/ })).toHaveAttribute('href', '/book/12');
  });

  it('calls onOpen when the cover or title is clicked', () => {
    const onOpen = vi.fn();
    const book = makeBook({ title: 'Açılan Kitap' });
    renderWithProviders(<BookPreviewCard book={book} onOpen={onOpen} />);
    const open = screen.getByRole('button', { name: 'Açılan Kitap' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(book, open);
  });

  it('links the cover and title to the book page when there is no popup', () => {
    const book = makeBook({ book_id: 21, title: 'Listede Kitap' });
    renderWithProviders(<BookPreviewCard book={book} />);
    expect(screen.getByRole('link', { name: 'Listede Kitap' })).toHaveAttribute('href', '/book/21');
  });

  it('marks mature content', () => {
    const book = makeBook({ title: 'Karanlık', is_mature_content: true });
    renderWithProviders(<BookPreviewCard book={book} onOpen={() => {}} />);
    expect(screen.getByText('18+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Karanlık.*yetişkin içerik/ })).toBeInTheDocument();
  });
});
