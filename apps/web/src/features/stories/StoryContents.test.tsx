import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { apiError, jsonResponse, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { loginAs, makeDetails, openContents, renderDetails } from './testUtils';
import { expectAlert } from '../../test/alerts';

// Multi-step UI flows; leave room for a loaded two-core machine running every suite at once.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => loginAs(5, 'denizyazar'));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Story 7's details (makeDetails) with `routes` on top, opened on the "İçindekiler" tab. */
async function showContents(routes: MockRoutes = {}) {
  const backend = mockBackend({ 'GET /story-details/:storyId': () => jsonResponse(makeDetails()), ...routes });
  const user = userEvent.setup();
  renderDetails();
  const panel = await openContents(user);
  return { ...backend, user, panel };
}

describe('StoryDetailsPage: contents', () => {
  it('lists chapters with number, status, words, stats and a Turkish date', async () => {
    const { panel } = await showContents();
    const rows = within(panel).getAllByTestId('chapter-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'Bölüm 1: Sis Çöküyor' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Yayında')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1.843 kelime')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('5 Mart 2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('120')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Taslak')).toBeInTheDocument();
  });

  it.each([
    {
      title: '"Düzenle" opens the chapter editor with the chapter',
      button: 'Düzenle: Sis Çöküyor',
      path: '/edit-story',
      state: { bookId: 7, chapterId: 71, title: 'Sis Çöküyor' },
    },
    {
      title: '"Önizle" opens the preview with title, author, story and chapter',
      button: 'Önizle: Kayıp Fener',
      path: '/preview',
      state: { title: 'Sisli Vadi', authorName: 'denizyazar', storyId: 7, chapterId: 72 },
    },
    {
      title: '"Yeni Bölüm" opens the editor for a new chapter',
      button: 'Yeni Bölüm',
      path: '/edit-story',
      state: { bookId: 7, chapterId: null },
    },
  ])('$title', async ({ button, path, state }) => {
    const { user, panel } = await showContents();
    await user.click(within(panel).getByRole('button', { name: button }));
    expect(await screen.findByTestId('location')).toHaveTextContent(path);
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual(state);
  });

  it('deletes a chapter after confirmation and removes the row', async () => {
    let deleted = false;
    const { fetchMock, user, panel } = await showContents({
      'GET /story-details/:storyId': () => {
        const data = makeDetails();
        return jsonResponse(deleted ? { ...data, chapters: data.chapters.slice(1) } : data);
      },
      'DELETE /story-details/chapters/:chapterId': ({ params }) => {
        if (params.chapterId !== '71') return apiError(404, MSG.chapterNotFound, 'NOT_FOUND');
        deleted = true;
        return jsonResponse({ message: 'Bölüm silindi.' });
      },
    });

    // Cancel first: nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Sis Çöküyor bölümünü sil' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bölümü sil' });
    expect(dialog).toHaveTextContent('“Sis Çöküyor” bölümü kalıcı olarak silinecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Sis Çöküyor bölümünü sil' }));
    dialog = await screen.findByRole('dialog', { name: 'Bölümü sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Bölümü Sil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getAllByTestId('chapter-row')).toHaveLength(1);
    expect(within(panel).queryByText('Sis Çöküyor')).not.toBeInTheDocument();
    expect(await screen.findByText('Bölüm silindi.')).toBeInTheDocument();
  });

  it('keeps the row and shows the error when the delete fails', async () => {
    const { user, panel } = await showContents({
      'DELETE /story-details/chapters/:chapterId': () => jsonResponse({ message: 'Bu işlem için yetkiniz yok.' }, 403),
    });
    await user.click(within(panel).getByRole('button', { name: 'Kayıp Fener bölümünü sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bölümü sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Bölümü Sil' }));
    await expectAlert(within(dialog), 'Bu işlem için yetkiniz yok.');
    expect(screen.getAllByTestId('chapter-row')).toHaveLength(2);
  });
});
