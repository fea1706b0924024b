import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockBackend } from '../../../test/mockBackend';
import { flushProgressQueue } from './progressQueue';
import { queueProgress, readQueue } from './progressQueueStore';

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userId', '5');
  localStorage.setItem('username', 'okur');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const save = (bookId: number, chapterId: number, timestamp: number) => ({ bookId, chapterId, position: { scrollY: 120, timestamp } });

describe('progress made offline', () => {
  it('keeps the latest save per book', () => {
    queueProgress(save(1, 11, 1000));
    queueProgress(save(1, 12, 2000));
    queueProgress(save(1, 11, 1500));
    queueProgress(save(2, 21, 1000));
    expect(readQueue()).toEqual([save(1, 12, 2000), save(2, 21, 1000)]);
  });

  it('is sent when back online, unless the account holds newer progress from another device', async () => {
    queueProgress(save(1, 12, 2000));
    queueProgress(save(2, 22, 2000));
    const { callsTo } = mockBackend({
      'GET /bookReader/progress/:bookId': ({ params }) =>
        params.bookId === '1'
          ? { last_chapter_id: 11, position_in_chapter: { scrollY: 0, timestamp: 1000 } }
          : { last_chapter_id: 25, position_in_chapter: { scrollY: 0, timestamp: 3000 } },
      'POST /bookReader/progress/save': { success: true },
    });
    await flushProgressQueue();
    expect(callsTo('POST /bookReader/progress/save').map((c) => c.body)).toEqual([save(1, 12, 2000)]);
    expect(readQueue()).toEqual([]);
  });

  it('keeps a save the server could not take (still offline) for the next try', async () => {
    queueProgress(save(1, 12, 2000));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await flushProgressQueue();
    expect(readQueue()).toEqual([save(1, 12, 2000)]);
  });
});
