import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';
import { moderationKeys, sameTarget, type DecisionBody, type QueuePage } from './queries';

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
