import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchMissed } from './liveCache';
import { liveKeys } from './queryKeys';

/*
 * A socket's "ready" (first or after a reconnect) must not join a load that started before it:
 * that load's answer may predate a message the socket never saw (CI saw a message sent right
 * after a reload never reach the open thread).
 */
describe('refetchMissed', () => {
  it('restarts a thread load under way and keeps the answer asked after the socket was ready', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((value: string[]) => void)[] = [];
    const observer = new QueryObserver<string[]>(client, {
      queryKey: liveKeys.thread(7),
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const seen: (string[] | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await Promise.resolve();
    expect(answers).toHaveLength(1);

    refetchMissed(client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    // The old load answers late, without the message; the new one with it.
    answers[0]!(['eski']);
    answers[1]!(['eski', 'yeni']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(liveKeys.thread(7))).toEqual(['eski', 'yeni']);
    stop();
  });
});
