import type { ApiInput, ApiResult, ModerationQueueItem } from '@okuryazar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';

export type QueueStatus = 'open' | 'resolved';
export type QueuePage = ApiResult<'GET /moderation/reports'>;
export type AuditItem = ApiResult<'GET /moderation/audit'>['items'][number];
export type DecisionBody = ApiInput<'POST /moderation/decisions'>['body'];

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: QueueStatus, userId: number | undefined) => ['moderation', 'queue', status, userId] as const,
  audit: (userId: number | undefined) => ['moderation', 'audit', userId] as const,
};

/** GET /moderation/reports?status=…: oldest first, numbered pages. */
export function useModerationQueue(status: QueueStatus) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(status, session?.userId),
    queryFn: ({ pageParam, signal }) => call('GET /moderation/reports', { query: { status, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: QueuePage) => last.next_page ?? undefined,
    enabled: session !== null,
  });
}

/** GET /moderation/audit: newest decision first. */
export function useModerationAudit() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: moderationKeys.audit(session?.userId),
    queryFn: ({ pageParam, signal }) => call('GET /moderation/audit', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    enabled: session !== null,
  });
}

export const sameTarget = (a: Pick<ModerationQueueItem, 'target_type' | 'target_id'>, b: Pick<ModerationQueueItem, 'target_type' | 'target_id'>) =>
  a.target_type === b.target_type && a.target_id === b.target_id;
