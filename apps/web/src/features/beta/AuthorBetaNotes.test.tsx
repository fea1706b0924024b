import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { MSG } from '@okuryazar/shared';
import userEvent from '@testing-library/user-event';
import { apiError, mockBackend } from '../../test/mockBackend';
import { renderPage } from '../../test/renderPage';
import { AuthorBetaNotes } from './AuthorBetaNotes';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', '5');
  localStorage.setItem('username', 'yazar');
});

const note = { id: 1, content: 'Bu cümle uzun.', paragraph_id: 'p2', created_at: '2026-11-20T09:00:00.000Z', user: { id: 9, username: 'betaokur' }, visibility: 'author' as const, link_id: 4 };

describe('AuthorBetaNotes', () => {
  it('shows nothing while no beta reader has written', async () => {
    const { callsTo } = mockBackend({ 'GET /stories/chapters/:chapterId/beta-comments': { comments: [], next_after: null } });
    renderPage(<AuthorBetaNotes chapterId={3} paragraphText={() => null} />, { path: '/edit-story', pattern: '/edit-story' });
    await waitFor(() => expect(callsTo('GET /stories/chapters/:chapterId/beta-comments')).toHaveLength(1));
    expect(screen.queryByText(/Beta okuyucu notları/)).toBeNull();
  });

  it('lists the notes with their paragraph and answers in the reader’s thread', async () => {
    const { callsTo } = mockBackend({
      'GET /stories/chapters/:chapterId/beta-comments': { comments: [note], next_after: null },
      'POST /stories/chapters/:chapterId/beta-comments': { ...note, id: 2, content: 'Teşekkürler!', user: { id: 5, username: 'yazar' } },
    });
    renderPage(<AuthorBetaNotes chapterId={3} paragraphText={(pid) => (pid === 'p2' ? 'İkinci paragrafın metni.' : null)} />, { path: '/edit-story', pattern: '/edit-story' });
    await userEvent.click(await screen.findByText('Beta okuyucu notları (1)'));
    expect(screen.getByText('“İkinci paragrafın metni.”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtla' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'betaokur adlı okura yanıtınız' }), 'Teşekkürler!');
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtla' }));
    await waitFor(() => expect(callsTo('POST /stories/chapters/:chapterId/beta-comments')).toHaveLength(1));
    expect(callsTo('POST /stories/chapters/:chapterId/beta-comments')[0]!.body).toEqual({ link_id: 4, content: 'Teşekkürler!', paragraphId: 'p2' });
  });

  it('opens unfolded when a beta note’s notice led here (#beta-notlari)', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId/beta-comments': { comments: [note], next_after: null } });
    renderPage(<AuthorBetaNotes chapterId={3} paragraphText={() => null} />, { path: '/edit-story?kitap=2&bolum=3#beta-notlari', pattern: '/edit-story' });
    const summary = await screen.findByText('Beta okuyucu notları (1)');
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
    expect(screen.getByText('Bu cümle uzun.')).toBeVisible();
  });

  it('refuses an empty answer in Turkish without a call, and keeps a refused one', async () => {
    const { callsTo } = mockBackend({
      'GET /stories/chapters/:chapterId/beta-comments': { comments: [note], next_after: null },
      'POST /stories/chapters/:chapterId/beta-comments': () => apiError(400, 'Çok hızlı yazıyorsunuz.'),
    });
    renderPage(<AuthorBetaNotes chapterId={3} paragraphText={() => null} />, { path: '/edit-story', pattern: '/edit-story' });
    await userEvent.click(await screen.findByText('Beta okuyucu notları (1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtla' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'betaokur adlı okura yanıtınız' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtla' }));
    expect(await screen.findByText(MSG.commentEmpty)).toBeInTheDocument();
    expect(callsTo('POST /stories/chapters/:chapterId/beta-comments')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'betaokur adlı okura yanıtınız' }), 'Sağ olun');
    await userEvent.click(screen.getByRole('button', { name: 'Yanıtla' }));
    expect(await screen.findByText('Çok hızlı yazıyorsunuz.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'betaokur adlı okura yanıtınız' })).toHaveValue('   Sağ olun');
  });
});
