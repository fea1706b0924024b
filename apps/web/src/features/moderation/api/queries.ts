import type { ApiInput, ApiResult, ModerationQueueItem } from '@okuryazar/shared';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';

export type QueueStatus = 'open' | 'resolved';
type QueuePage = ApiResult<'GET /moderation/reports'>;
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

/**
 * POST /moderation/decisions. The decided item leaves the open queue at once; the lists are
 * then read again, because numbered pages shift when an item leaves the first one.
 */
export function useDecide() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (body: DecisionBody) => call('POST /moderation/decisions', { body }),
    onSuccess: (_result, body) => {
      const target = { target_type: body.targetType, target_id: Number(body.targetId) };
      client.setQueryData<InfiniteData<QueuePage, number>>(moderationKeys.queue('open', session?.userId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !sameTarget(item, target)) })) } : data,
      );
      void client.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
