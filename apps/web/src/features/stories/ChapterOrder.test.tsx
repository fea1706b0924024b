import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type StoryDetailsResponse } from '@okuryazar/shared';
import { apiError, mockBackend, type MockRequest } from '../../test/mockBackend';
import { loginAs, makeDetails, openContents, renderDetails } from './testUtils';
import { cleanUpAfterEach } from '../../test/cleanup';

/* docs/PRODUCT.md#reading-comfort-and-writers-tools: reordering chapters on story details, by keyboard and by dragging. */

vi.setConfig({ testTimeout: 20_000 });

type Chapter = StoryDetailsResponse['chapters'][number];

function details(): StoryDetailsResponse {
  const base = makeDetails();
  const third: Chapter = { ...base.chapters[1]!, chapter_id: 73, chapter_number: 3, title: 'Üçüncü Kapı' };
  return { ...base, chapters: [...base.chapters, third] };
}

/** The server's answer: the chapters in the order sent, renumbered. */
function answerOrder(current: StoryDetailsResponse) {
  return ({ body }: MockRequest) => {
    const ids = (body as { chapter_ids: number[] }).chapter_ids;
    const byId = new Map(current.chapters.map((c) => [c.chapter_id, c]));
    return { message: MSG.chapterOrderSaved, chapters: ids.map((id, i) => ({ ...byId.get(id)!, chapter_number: i + 1 })) };
  };
}

const titles = () => screen.getAllByTestId('chapter-row').map((row) => within(row).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => loginAs(5, 'denizyazar'));
cleanUpAfterEach();

describe('chapter order on story details', () => {
  it('moves a chapter with its named buttons, announces the new place, keeps the focus and saves the order', async () => {
    const data = details();
    const api = mockBackend({ 'GET /story-details/:storyId': data, 'PUT /stories/:storyId/chapter-order': answerOrder(data) });
    const user = userEvent.setup();
    renderDetails();
    await openContents(user);
    expect(titles()).toEqual(['Bölüm 1: Sis Çöküyor', 'Bölüm 2: Kayıp Fener', 'Bölüm 3: Üçüncü Kapı']);

    // The first row cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Sis Çöküyor' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Üçüncü Kapı' })).toHaveAttribute('aria-disabled', 'true');

    const up = screen.getByRole('button', { name: 'Yukarı taşı: Üçüncü Kapı' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Bölüm 1: Sis Çöküyor', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Kayıp Fener']);
    expect(screen.getByTestId('chapter-order-status')).toHaveTextContent('3. bölüm “Üçüncü Kapı” artık 2. sırada.');
    expect(screen.getByTestId('chapter-order-status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Üçüncü Kapı' })).toHaveFocus();

    await waitFor(() => expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(1));
    const [call] = api.callsTo('PUT /stories/:storyId/chapter-order');
    expect(call!.params.storyId).toBe('7');
    expect(call!.body).toEqual({ chapter_ids: [71, 73, 72] });

    // Once more up with the keyboard: now first, and its "up" is at the end of the line.
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Bölüm 1: Üçüncü Kapı', 'Bölüm 2: Sis Çöküyor', 'Bölüm 3: Kayıp Fener']);
    expect(screen.getByTestId('chapter-order-status')).toHaveTextContent('2. bölüm “Üçüncü Kapı” artık 1. sırada.');
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Üçüncü Kapı' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yukarı taşı: Üçüncü Kapı' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(2));
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')[1]!.body).toEqual({ chapter_ids: [73, 71, 72] });

    // Pressing it again at the top does nothing.
    await user.keyboard('{Enter}');
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(2);
  });

  it('moves down and keeps the focus on the button that was pressed', async () => {
    const data = details();
    mockBackend({ 'GET /story-details/:storyId': data, 'PUT /stories/:storyId/chapter-order': answerOrder(data) });
    const user = userEvent.setup();
    renderDetails();
    await openContents(user);
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Sis Çöküyor' }));
    expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Sis Çöküyor', 'Bölüm 3: Üçüncü Kapı']);
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Sis Çöküyor' })).toHaveFocus();
    expect(screen.getByTestId('chapter-order-status')).toHaveTextContent('1. bölüm “Sis Çöküyor” artık 2. sırada.');
  });

  it('puts the order back and says so in Turkish when the server refuses', async () => {
    const data = details();
    const api = mockBackend({
      'GET /story-details/:storyId': data,
      'PUT /stories/:storyId/chapter-order': apiError(429, MSG.tooFast, 'RATE_LIMITED'),
    });
    const user = userEvent.setup();
    renderDetails();
    await openContents(user);
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Kayıp Fener' }));
    await waitFor(() => expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(1));
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1: Sis Çöküyor', 'Bölüm 2: Kayıp Fener', 'Bölüm 3: Üçüncü Kapı']));
    expect(screen.getByTestId('chapter-order-status')).toHaveTextContent(MSG.chapterOrderError);
    expect(await screen.findByText(MSG.tooFast)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.chapterOrderError).length).toBeGreaterThan(0);
  });

  it('sends moves made while a save is in flight together, after it', async () => {
    const data = details();
    let release: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const api = mockBackend({
      'GET /story-details/:storyId': data,
      'PUT /stories/:storyId/chapter-order': async (request) => {
        calls += 1;
        if (calls === 1) await first;
        return answerOrder(data)(request);
      },
    });
    const user = userEvent.setup();
    renderDetails();
    await openContents(user);
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Sis Çöküyor' }));
    await user.click(screen.getByRole('button', { name: 'Aşağı taşı: Sis Çöküyor' }));
    await user.click(screen.getByRole('button', { name: 'Yukarı taşı: Kayıp Fener' }));
    expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Sis Çöküyor']);
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(2));
    expect(api.callsTo('PUT /stories/:storyId/chapter-order').map((c) => c.body)).toEqual([
      { chapter_ids: [72, 71, 73] },
      { chapter_ids: [72, 73, 71] },
    ]);
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Sis Çöküyor']));
  });

  it('moves a row dragged by its handle past its neighbours, and puts it back on Escape', async () => {
    // jsdom has no layout: every row is 60 px tall.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    const data = details();
    const api = mockBackend({ 'GET /story-details/:storyId': data, 'PUT /stories/:storyId/chapter-order': answerOrder(data) });
    const user = userEvent.setup();
    renderDetails();
    await openContents(user);

    const handle = () => within(screen.getAllByTestId('chapter-row')[0]!).getByTestId('chapter-drag-handle');
    const grabbed = handle();
    fireEvent.pointerDown(grabbed, { pointerId: 1, pointerType: 'touch', clientY: 100 });
    fireEvent.pointerMove(grabbed, { pointerId: 1, pointerType: 'touch', clientY: 140 });
    // Past half of the next row: it has taken that place already.
    expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Sis Çöküyor', 'Bölüm 3: Üçüncü Kapı']);
    fireEvent.pointerMove(grabbed, { pointerId: 1, pointerType: 'touch', clientY: 200 });
    expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Sis Çöküyor']);
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(0);
    fireEvent.pointerUp(grabbed, { pointerId: 1, pointerType: 'touch', clientY: 200 });
    expect(screen.getByTestId('chapter-order-status')).toHaveTextContent('1. bölüm “Sis Çöküyor” artık 3. sırada.');
    await waitFor(() => expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(1));
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')[0]!.body).toEqual({ chapter_ids: [72, 73, 71] });

    // Escape while dragging: back where it was, nothing saved.
    await waitFor(() => expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Sis Çöküyor']));
    const again = handle();
    fireEvent.pointerDown(again, { pointerId: 2, pointerType: 'mouse', button: 0, clientY: 100 });
    fireEvent.pointerMove(again, { pointerId: 2, pointerType: 'mouse', clientY: 170 });
    expect(titles()[1]).toBe('Bölüm 2: Kayıp Fener');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(titles()).toEqual(['Bölüm 1: Kayıp Fener', 'Bölüm 2: Üçüncü Kapı', 'Bölüm 3: Sis Çöküyor']);
    expect(api.callsTo('PUT /stories/:storyId/chapter-order')).toHaveLength(1);
  });

  it('offers no reordering for a single chapter or a removed story', async () => {
    const one = makeDetails();
    mockBackend({ 'GET /story-details/:storyId': { ...one, chapters: one.chapters.slice(0, 1) } });
    const user = userEvent.setup();
    const { unmount } = renderDetails();
    await openContents(user);
    expect(screen.queryByRole('button', { name: /taşı:/ })).not.toBeInTheDocument();
    unmount();

    mockBackend({ 'GET /story-details/:storyId': makeDetails({ removed: { at: '2025-03-09T10:00:00.000Z', note: 'Telif.' } }) });
    renderDetails();
    await openContents(user);
    expect(screen.queryByRole('button', { name: /taşı:/ })).not.toBeInTheDocument();
  });
});
