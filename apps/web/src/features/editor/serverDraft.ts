import type { ServerDraft } from '@okuryazar/shared';
import { decideDraft, sameText, type ChapterDraft, type ServerCopy } from './draftStore';

/** Where the text the editor opens with came from, so the notice can say which draft it restored. */
export type OpeningDecision =
  | { kind: 'none' }
  | { kind: 'discard' }
  | { kind: 'restore'; source: 'local' | 'server'; draft: ChapterDraft; serverChangedSince: boolean };

/**
 * Chooses between this device's draft (localStorage) and the server autosave (another device,
 * or this one before its storage was cleared): the newer one wins, and the same text counts as
 * this device's. The server draft is offered by the API only while it is newer than the saved
 * text and written from the current version, so restoring it never hides a save.
 * `normalize` turns stored HTML into the editor's HTML so equal texts compare equal.
 */
export function chooseOpeningDraft(
  local: ChapterDraft | null,
  serverDraft: ServerDraft | null | undefined,
  server: ServerCopy,
  normalize: (html: string) => string,
): OpeningDecision {
  const localDecision = decideDraft(local, server);
  const fromLocal: OpeningDecision = localDecision.kind === 'restore' ? { ...localDecision, source: 'local' } : localDecision;
  if (!serverDraft) return fromLocal;
  const remote: ChapterDraft = {
    title: serverDraft.title,
    content: normalize(serverDraft.content),
    noteBefore: serverDraft.note_before ? normalize(serverDraft.note_before) : '',
    noteAfter: serverDraft.note_after ? normalize(serverDraft.note_after) : '',
    recap: serverDraft.recap ?? '',
    savedAt: Date.parse(serverDraft.updated_at),
    baseUpdatedAt: serverDraft.base_updated_at,
  };
  if (sameText(remote, server)) return fromLocal;
  if (localDecision.kind === 'restore' && (sameText(localDecision.draft, remote) || localDecision.draft.savedAt >= remote.savedAt)) return fromLocal;
  return { kind: 'restore', source: 'server', draft: remote, serverChangedSince: false };
}
