import { useMutation } from '@tanstack/react-query';
import { MSG } from '@okuryazar/shared';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { useToast } from '../../components';
import { chapterConflictOf, editorWrite, usePublishChapter } from './api';
import type { SaveOutcome } from './saveOutcome';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterSave } from './useChapterSave';
import type { ChapterState } from './useChapterState';
import type { Conflict } from './useConflict';
import type { LocalDraft } from './useLocalDraft';

interface PublishingDeps {
  bookId: number;
  username: string;
  editors: ChapterEditors;
  state: ChapterState;
  draft: LocalDraft;
  save: ChapterSave;
  conflict: Conflict;
  /** Lets the next navigation through the leave guard: everything is saved. */
  bypassGuard: () => void;
}

/**
 * "Önizle" and "Yayımla / Yayından Kaldır": both save unsaved changes first. Each is a
 * mutation of its own, so its button shows its own wait, the save before it included.
 */
export function usePublishing({ bookId, username, editors, state, draft, save, conflict, bypassGuard }: PublishingDeps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<null | 'publish' | 'unpublish'>(null);
  const { mutateAsync: publishChapter } = usePublishChapter(bookId);

  /** The chapter as the server holds it: saved first when it has changes or no id yet. */
  const saved = async (): Promise<SaveOutcome> => {
    const id = state.chapterIdRef.current;
    return draft.dirtyRef.current || id === null ? save.save() : { ok: true, chapterId: id };
  };

  const preview = useMutation({
    ...editorWrite,
    mutationFn: async () => {
      const outcome = await saved();
      if (!outcome.ok) {
        if (outcome.conflict) return;
        toast({ title: MSG.previewUnsaved, description: outcome.reason === MSG.saveError ? undefined : outcome.reason, tone: 'error' });
        return;
      }
      bypassGuard();
      void navigate(paths.preview, {
        state: { title: editors.titleRef.current.trim(), authorName: username, storyId: bookId, chapterId: outcome.chapterId },
      });
    },
  });

  const publishing = useMutation({
    ...editorWrite,
    mutationFn: async (publish: boolean) => {
      const outcome = await saved();
      if (!outcome.ok) {
        setConfirm(null);
        if (outcome.conflict) return;
        toast({
          title: publish ? MSG.publishError : outcome.reason,
          description: publish && outcome.reason !== MSG.saveError ? outcome.reason : undefined,
          tone: 'error',
        });
        return;
      }
      try {
        const result = await publishChapter({ chapterId: outcome.chapterId, publish, baseUpdatedAt: state.baseUpdatedAtRef.current });
        state.setPublished(result.is_published);
        // The server settles any schedule on a publish or unpublish.
        state.setPublishAt(null);
        // Publishing moves the version; the next save goes on from it.
        state.baseUpdatedAtRef.current = result.updated_at;
        toast({ title: publish ? MSG.chapterPublished : MSG.chapterUnpublished, tone: 'success' });
      } catch (error) {
        const current = chapterConflictOf(error);
        if (current) conflict.openConflict(current);
        else toast({ title: MSG.publishError, tone: 'error' });
      } finally {
        setConfirm(null);
      }
    },
  });

  return {
    confirm,
    setConfirm,
    openPreview: () => preview.mutate(),
    previewing: preview.isPending,
    publish: (value: boolean) => publishing.mutate(value),
    publishing: publishing.isPending,
  };
}
