import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/useSession';
import type { RelationKind } from './queries';
import { afterRelationChange } from './relationCache';

export interface NewRelation {
  kind: RelationKind;
  userId: number;
}

/** POST /blocks/{userId} or /mutes/{userId}: the person the server answers heads the list. */
export function useAddRelation() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: ({ kind, userId }: NewRelation) =>
      kind === 'blocks' ? call('POST /blocks/:userId', { params: { userId } }) : call('POST /mutes/:userId', { params: { userId } }),
    onSuccess: (person, { kind }) =>
      afterRelationChange(client, kind, session?.userId, (list) => [person, ...list.filter((p) => p.user_id !== person.user_id)]),
  });
}
