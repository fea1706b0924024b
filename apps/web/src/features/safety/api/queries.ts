import { exportFileName, type ApiResult, type ReportTargetType } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { useAccountQuery } from '../../../lib/useAccountQuery';

/** Block and mute lists share one shape; a kind names the list. */
export type RelationKind = 'blocks' | 'mutes';
export type RelationUser = ApiResult<'GET /blocks'>[number];

export const safetyKeys = {
  privacy: (userId: number | undefined) => ['safety', 'privacy', userId] as const,
  relations: (kind: RelationKind, userId: number | undefined) => ['safety', kind, userId] as const,
};

export function usePrivacy() {
  return useAccountQuery(safetyKeys.privacy, (signal) => call('GET /settings/privacy', { signal }));
}

/** The newest page of the list (the server keeps the newest first; 50 is the page size). */
export function useRelations(kind: RelationKind) {
  return useAccountQuery(
    (userId) => safetyKeys.relations(kind, userId),
    (signal) => (kind === 'blocks' ? call('GET /blocks', { signal }) : call('GET /mutes', { signal })),
  );
}

/** What a report is about: one story, chapter, comment, post, post comment, user or message. */
export interface ReportTarget {
  type: ReportTargetType;
  id: number;
}

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
