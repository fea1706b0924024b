import { configure, screen, within } from '@testing-library/react';
import { MODERATION_MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../test/mockBackend';
import { chapterResponse, renderWriting, setUpWritingTests } from './testUtils';

/* docs/PRODUCT.md#trust-and-safety: a chapter a moderator removed opens read-only for its author, in the editor and the preview. */

configure({ asyncUtilTimeout: 4000 });

const removal = { at: '2026-03-04T09:30:00.000Z', note: 'Şiddet içeriyor.' };

const chapter = chapterResponse({
  chapter_number: 2,
  title: 'Karanlık Sokak',
  content: '<p>Gece <strong>uzundu</strong>.</p><p onclick="alert(1)">Sonra<script>alert(2)</script> sabah oldu.</p>',
  removed: removal,
});

setUpWritingTests();

describe('the editor of a removed chapter', () => {
  it('shows the text read-only with the banner and note, without the editor, saving or publishing', async () => {
    const { fetchMock } = mockBackend({ 'GET /stories/chapters/:chapterId': chapter });
    renderWriting('/edit-story', { bookId: 3, chapterId: 42 });

    expect(await screen.findByRole('heading', { level: 1, name: 'Karanlık Sokak' })).toBeInTheDocument();
    const banner = screen.getByRole('note', { name: 'Kaldırıldı' });
    expect(banner).toHaveTextContent(MODERATION_MSG.removedReadOnly);
    expect(banner).toHaveTextContent('Moderatör notu: Şiddet içeriyor.');
    const article = screen.getByRole('article', { name: 'Karanlık Sokak (salt okunur)' });
    expect(article).toHaveTextContent('Gece uzundu.Sonra sabah oldu.');
    expect(article.innerHTML).not.toMatch(/script|onclick/);
    expect(screen.queryByRole('textbox', { name: 'Bölüm metni' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kaydet|Yayımla/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hikaye yönetimine dön' })).toHaveAttribute('href', '/story-details/3');
    // Only the chapter was read: no autosave, save or publish call.
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual(['GET /api/stories/chapters/42']);
  });
});

describe('the preview of a removed story', () => {
  it('marks every chapter’s state, shows the banner and offers no publication', async () => {
    mockBackend({
      'GET /preview/books/:storyId': {
        book_id: 3,
        title: 'Sisli Vadi',
        author_name: 'Elif Yazar',
        is_published: false,
        removed: { at: removal.at, note: 'Telif hakkı ihlali.' },
        chapters: [
          { chapter_id: 41, chapter_number: 1, title: 'Başlangıç', content: '<p>Bir.</p>', note_before: '', note_after: '', is_published: true, created_at: removal.at, updated_at: removal.at, removed: null },
          { ...chapter, chapter_id: 42, created_at: removal.at, removed: { ...removal } },
        ],
      },
    });
    renderWriting('/preview', { storyId: 3, chapterId: 41 });

    const banner = await screen.findByRole('note', { name: 'Kaldırıldı' });
    expect(banner).toHaveTextContent('Moderatör notu: Telif hakkı ihlali.');
    expect(screen.queryByRole('button', { name: /Yayımla|Yayından Kaldır/ })).not.toBeInTheDocument();
    const list = within(screen.getByRole('navigation', { name: 'Bölümler' }));
    expect(list.getByRole('button', { name: /Karanlık Sokak/ })).toHaveTextContent('Kaldırıldı');
    expect(list.getByRole('button', { name: /Başlangıç/ })).toHaveTextContent('Yayında');
  });
});
