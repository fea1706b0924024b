import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { apiError, mockBackend } from '../../test/mockBackend';
import { loginAs, makeDetails, renderDetails } from './testUtils';

/** Issue 31: the author closes and reopens a story's comments from its management screen. */
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => loginAs(5, 'denizyazar'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const panel = async () => (await screen.findByRole('heading', { name: /Okur yorumları/ })).closest('section') as HTMLElement;

describe('StoryDetailsPage: comment settings', () => {
  it('closes open comments with the server’s answer, then reopens them', async () => {
    const backend = mockBackend({
      'GET /story-details/:storyId': makeDetails(),
      'PUT /stories/:storyId/comment-settings': ({ body }) => {
        const closed = (body as { closed: boolean }).closed;
        return { message: closed ? MSG.commentsClosedSaved : MSG.commentsOpenedSaved, book_id: 7, comments_closed: closed };
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const section = await panel();
    expect(within(section).getByRole('heading')).toHaveTextContent('Okur yorumları: açık');

    await user.click(within(section).getByRole('button', { name: 'Yorumları kapat' }));
    await waitFor(() => expect(within(section).getByRole('heading')).toHaveTextContent('Okur yorumları: kapalı'));
    expect(within(section).getByText(/mevcut yorumlar okunmaya ve beğenilmeye devam eder/)).toBeInTheDocument();
    expect(await screen.findByText(MSG.commentsClosedSaved)).toBeInTheDocument();
    expect(backend.callsTo('PUT /stories/:storyId/comment-settings').map((c) => [c.params.storyId, c.body])).toEqual([['7', { closed: true }]]);

    await user.click(within(section).getByRole('button', { name: 'Yorumları yeniden aç' }));
    await waitFor(() => expect(within(section).getByRole('heading')).toHaveTextContent('Okur yorumları: açık'));
    expect(backend.callsTo('PUT /stories/:storyId/comment-settings').at(-1)?.body).toEqual({ closed: false });
  });

  it('shows a closed story as closed, and keeps the state when the server refuses', async () => {
    mockBackend({
      'GET /story-details/:storyId': makeDetails({ comments_closed: true }),
      'PUT /stories/:storyId/comment-settings': apiError(429, MSG.tooFast, 'RATE_LIMITED'),
    });
    const user = userEvent.setup();
    renderDetails();
    const section = await panel();
    expect(within(section).getByRole('heading')).toHaveTextContent('Okur yorumları: kapalı');
    await user.click(within(section).getByRole('button', { name: 'Yorumları yeniden aç' }));
    expect(await screen.findByText(MSG.tooFast)).toBeInTheDocument();
    expect(within(section).getByRole('heading')).toHaveTextContent('Okur yorumları: kapalı');
  });
});
