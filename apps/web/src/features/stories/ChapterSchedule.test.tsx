import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WRITER_MSG } from '@okuryazar/shared';
import { apiError, mockBackend } from '../../test/mockBackend';
import { loginAs, makeDetails, openContents, renderDetails } from './testUtils';
import { expectAlert } from '../../test/alerts';

vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-11-20T09:00:00Z');

function rowOf(panel: HTMLElement, title: string) {
  return within(panel).getAllByTestId('chapter-row').find((row) => row.textContent?.includes(title))!;
}

beforeEach(() => {
  loginAs(5, 'denizyazar');
  // Only the clock: timers stay real so the dialog and queries run as in the browser.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('scheduling from the chapter list', () => {
  it('offers "Zamanla" on drafts only, and sends the picked Turkish time as an instant', async () => {
    let details = makeDetails();
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': () => details,
      'PUT /stories/chapters/:chapterId/schedule': ({ params, body }) => {
        const at = (body as { publish_at: string }).publish_at;
        details = { ...details, chapters: details.chapters.map((c) => (c.chapter_id === Number(params.chapterId) ? { ...c, publish_at: at } : c)) };
        return { chapter_id: Number(params.chapterId), publish_at: at, message: WRITER_MSG.scheduled };
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const panel = await openContents(user);
    expect(within(rowOf(panel, 'Sis Çöküyor')).queryByRole('button', { name: /Zamanla/ })).toBeNull();
    await user.click(within(rowOf(panel, 'Kayıp Fener')).getByRole('button', { name: 'Zamanla: Kayıp Fener' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bölümü zamanla' });
    const input = within(dialog).getByLabelText('Yayın zamanı (Türkiye saati)');
    // The suggestion is tomorrow on the hour, in Turkish time (09:00Z is 12:00 in Turkey).
    expect(input).toHaveValue('2026-11-21T12:00');
    fireEvent.change(input, { target: { value: '2026-11-25T20:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));

    await waitFor(() => expect(callsTo('PUT /stories/chapters/:chapterId/schedule')).toHaveLength(1));
    const call = callsTo('PUT /stories/chapters/:chapterId/schedule')[0]!;
    expect(call.params.chapterId).toBe('72');
    expect(call.body).toEqual({ publish_at: '2026-11-25T17:00:00.000Z' });
    expect(await screen.findByText(WRITER_MSG.scheduled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const badge = await within(rowOf(panel, 'Kayıp Fener')).findByTestId('scheduled-badge');
    expect(badge).toHaveTextContent('Zamanlandı · 25 Kasım 20:00');
  });

  it('refuses a past time before sending, and shows the server’s message when it refuses', async () => {
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': () => makeDetails(),
      'PUT /stories/chapters/:chapterId/schedule': () => apiError(409, WRITER_MSG.alreadyPublished, 'ALREADY_PUBLISHED'),
    });
    const user = userEvent.setup();
    renderDetails();
    const panel = await openContents(user);
    await user.click(within(rowOf(panel, 'Kayıp Fener')).getByRole('button', { name: /Zamanla/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Yayın zamanı (Türkiye saati)');
    fireEvent.change(input, { target: { value: '2026-11-20T11:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    await expectAlert(within(dialog), WRITER_MSG.publishAtPast);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PUT /stories/chapters/:chapterId/schedule')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2026-11-21T11:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    await expectAlert(within(dialog), WRITER_MSG.alreadyPublished);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a scheduled draft as such, and cancels it', async () => {
    let details = makeDetails();
    details.chapters[1]!.publish_at = '2026-11-25T17:00:00.000Z';
    const { callsTo } = mockBackend({
      'GET /story-details/:storyId': () => details,
      'PUT /stories/chapters/:chapterId/schedule': ({ params }) => {
        details = { ...details, chapters: details.chapters.map((c) => ({ ...c, publish_at: null })) };
        return { chapter_id: Number(params.chapterId), publish_at: null, message: WRITER_MSG.scheduleCancelled };
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const panel = await openContents(user);
    const row = rowOf(panel, 'Kayıp Fener');
    expect(within(row).getByTestId('scheduled-badge')).toHaveTextContent('Zamanlandı · 25 Kasım 20:00');
    await user.click(within(row).getByRole('button', { name: 'Zamanı değiştir: Kayıp Fener' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zamanlamayı değiştir' });
    expect(within(dialog).getByLabelText('Yayın zamanı (Türkiye saati)')).toHaveValue('2026-11-25T20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Zamanlamayı iptal et' }));
    await waitFor(() => expect(callsTo('PUT /stories/chapters/:chapterId/schedule')[0]?.body).toEqual({ publish_at: null }));
    expect(await screen.findByText(WRITER_MSG.scheduleCancelled)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(panel, 'Kayıp Fener')).queryByTestId('scheduled-badge')).toBeNull());
  });
});
