import { useState } from 'react';
import { removeDraft, type StoredDraft } from './draftStore';
import type { Opening } from './opening';
import type { ChapterEditors } from './useChapterEditors';
import type { ChapterState } from './useChapterState';
import { storage, type LocalDraft } from './useLocalDraft';

/**
 * What the author may do with the drafts found at opening: go back to the server's version
 * instead of the restored draft, or open this new chapter with another unsaved one's draft.
 */
export function useDraftChoices(opening: Opening, serverUpdatedAt: string | null, editors: ChapterEditors, state: ChapterState, draft: LocalDraft) {
  /** Drafts of other unsaved new chapters of this story, offered when this one opens. */
  const [offers, setOffers] = useState<StoredDraft[]>(opening.offers);

  const switchToServerVersion = () => {
    editors.show(opening.serverCopy);
    state.baseUpdatedAtRef.current = serverUpdatedAt;
    state.savedRef.current = opening.serverCopy;
    draft.clear();
    state.setNotice(null);
  };

  /** Opens this new chapter with an offered draft, whole: it becomes this chapter's draft. */
  const restoreOffer = (offer: StoredDraft) => {
    const { draft: stored } = offer;
    editors.show({ title: stored.title, content: stored.content, noteBefore: stored.noteBefore ?? '', noteAfter: stored.noteAfter ?? '', recap: stored.recap ?? '' });
    draft.cancelWrite();
    editors.notifyChange();
    draft.flush();
    removeDraft(storage(), offer.ref);
    setOffers([]);
    editors.editor.commands.focus('end');
  };

  const deleteOffer = (offer: StoredDraft) => {
    removeDraft(storage(), offer.ref);
    setOffers((current) => current.filter((o) => o !== offer));
  };

  return { offers, startEmpty: () => setOffers([]), switchToServerVersion, restoreOffer, deleteOffer };
}
