import type { QueryClient } from '@tanstack/react-query';
import { safetyKeys, type RelationKind, type RelationUser } from './queries';

/**
 * After a block or a mute changes, the server shows or hides the person's comments, posts,
 * stories, messages and profile buttons: every cached list is read again, except the list of
 * blocks or mutes itself, which `change` has already brought up to the server's answer.
 */
export function afterRelationChange(
  client: QueryClient,
  kind: RelationKind,
  userId: number | undefined,
  change: (list: RelationUser[]) => RelationUser[],
) {
  const key = safetyKeys.relations(kind, userId);
  client.setQueryData<RelationUser[]>(key, (old) => (old ? change(old) : old));
  const same = (queryKey: readonly unknown[]) => queryKey.length === key.length && key.every((part, i) => part === queryKey[i]);
  void client.invalidateQueries({ predicate: (query) => !same(query.queryKey) });
}
