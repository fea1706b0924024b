import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../test/mockBackend';
import { HistoryPanel } from './HistoryPanel';

const CHAPTER = 42;
/** A local time, so the expected clock texts do not depend on the machine's time zone. */
const at = (month: number, day: number, h: number, m: number, s = 0) => new Date(2025, month - 1, day, h, m, s).toISOString();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HistoryPanel open onOpenChange={() => {}} chapterId={CHAPTER} current={{ title: 'Başlık', content: '<p>Metin.</p>' }} dirty={false} onRestore={async () => {}} />
    </QueryClientProvider>,
  );
}

describe('HistoryPanel list', () => {
  it('shows every version’s own time before any is opened, not "az önce" for all (issue 28)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 12, 0, 30));
    const items = [
      { revision_id: 14, created_at: at(3, 1, 12, 0, 10), word_count: 2 },
      { revision_id: 13, created_at: at(3, 1, 12, 0, 5), word_count: 2 },
      { revision_id: 12, created_at: at(3, 1, 11, 55), word_count: 1 },
      { revision_id: 11, created_at: at(2, 28, 21, 40), word_count: 1 },
      { revision_id: 10, created_at: at(2, 27, 9, 15), word_count: 1 },
      { revision_id: 9, created_at: at(6, 3, 8, 0).replace('2025', '2024'), word_count: 1 },
    ];
    mockBackend({
      'GET /stories/chapters/:chapterId/revisions': { items, next_cursor: null },
      'GET /stories/chapters/:chapterId/revisions/:revisionId': { ...items[0]!, title: 'Başlık', content: '<p>Metin.</p>', note_before: '', note_after: '', recap: '' },
    });
    renderPanel();
    const list = within(await screen.findByRole('navigation', { name: 'Sürümler' }));
    const buttons = await list.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      // Two saves in the same minute are told apart by their seconds.
      '12:00:10Son kayıtaz önce · 2 kelime',
      '12:00:05az önce · 2 kelime',
      '11:555 dakika önce · 1 kelime',
      'Dün 21:4014 saat önce · 1 kelime',
      '27 Şubat 09:152 gün önce · 1 kelime',
      '3 Haziran 2024 08:009 ay önce · 1 kelime',
    ]);
    // The exact time is the element's machine-readable value too.
    expect(buttons[0]!.querySelector('time')).toHaveAttribute('datetime', items[0]!.created_at);
  });
});
