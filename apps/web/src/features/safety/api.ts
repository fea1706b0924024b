import { exportFileName, type ApiResult, type CreateReportBody, type MessagesFrom, type ReportTargetType } from '@okuryazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';

/** Block and mute lists share one shape; a kind names the list. */
export type RelationKind = 'blocks' | 'mutes';
export type RelationUser = ApiResult<'GET /blocks'>[number];

export const safetyKeys = {
  privacy: (userId: number | undefined) => ['safety', 'privacy', userId] as const,
  relations: (kind: RelationKind, userId: number | undefined) => ['safety', kind, userId] as const,
};

export function usePrivacy() {
  const session = useSession();
  return useQuery({
    queryKey: safetyKeys.privacy(session?.userId),
    queryFn: ({ signal }) => call('GET /settings/privacy', { signal }),
    enabled: session !== null,
  });
}

export const savePrivacy = (messagesFrom: MessagesFrom) => call('PUT /settings/privacy', { body: { messages_from: messagesFrom } });

/** The newest page of the list (the server keeps the newest first; 50 is the page size). */
export function useRelations(kind: RelationKind) {
  const session = useSession();
  return useQuery({
    queryKey: safetyKeys.relations(kind, session?.userId),
    queryFn: ({ signal }) => (kind === 'blocks' ? call('GET /blocks', { signal }) : call('GET /mutes', { signal })),
    enabled: session !== null,
  });
}

export const addRelation = (kind: RelationKind, userId: number) =>
  kind === 'blocks' ? call('POST /blocks/:userId', { params: { userId } }) : call('POST /mutes/:userId', { params: { userId } });

export const removeRelation = (kind: RelationKind, userId: number) =>
  kind === 'blocks' ? call('DELETE /blocks/:userId', { params: { userId } }) : call('DELETE /mutes/:userId', { params: { userId } });

/**
 * Lifts a block or a mute (DELETE /blocks/{userId}, /mutes/{userId}). The person's comments,
 * posts, stories and profile buttons come back, so whatever is on screen is fetched again.
 */
export function useRemoveRelation(kind: RelationKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeRelation(kind, userId),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** What a report is about: one story, chapter, comment, post, post comment, user or message. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

export const sendReport = (target: ReportTarget, form: Pick<CreateReportBody, 'reason' | 'description'>) =>
  call('POST /reports', { body: { targetType: target.type, targetId: target.id, ...form } });

/** Fetches the KVKK export and hands it to the browser as the same file the API names. */
export async function downloadMyData(): Promise<void> {
  const data = await call('GET /account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.profile.username);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A wrong password answers 401, which must keep the dialog open instead of logging out. */
export const deleteMyAccount = (password: string) => call('DELETE /account', { body: { password }, redirectOn401: false });
