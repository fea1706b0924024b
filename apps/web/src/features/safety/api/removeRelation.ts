import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';
import type { RelationKind } from './queries';
import { afterRelationChange } from './relationCache';

/** Lifts a block or a mute (DELETE /blocks/{userId}, /mutes/{userId}): the person leaves the list. */
export function useRemoveRelation(kind: RelationKind) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (userId: number) =>
      kind === 'blocks' ? call('DELETE /blocks/:userId', { params: { userId } }) : call('DELETE /mutes/:userId', { params: { userId } }),
    onSuccess: (_result, userId) => afterRelationChange(client, kind, session?.userId, (list) => list.filter((p) => p.user_id !== userId)),
  });
}
