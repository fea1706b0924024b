import { AuthorBetaNotes } from '../beta';
import { EditorContent } from '@tiptap/react';
import { Suspense, useId, useState } from 'react';
import { AuthorNoteField, NOTE_AFTER_LABEL, NOTE_BEFORE_LABEL } from './AuthorNoteField';
import { RecapField } from './RecapField';
import { useSaveChapter } from './api';
import { ChapterConflictDialog } from './ChapterConflictDialog';
import { ConfirmPublishDialog } from './ConfirmPublishDialog';
import { DraftOfferDialog } from './DraftOfferDialog';
import { EditorToolbar } from './EditorToolbar';
import { LeaveDialog } from './LeaveDialog';
import { openChapter, type ServerChapter } from './opening';
import { saveStatus } from './saveStatus';
import { useChapterEditors } from './useChapterEditors';
import { useChapterSave } from './useChapterSave';
import { useChapterState, type ChapterIdentity } from './useChapterState';
import { serverVersion, useConflict } from './useConflict';
import { useDraftChoices } from './useDraftChoices';
import { useHistoryRestore } from './useHistoryRestore';
import { useLeaving } from './useLeaving';
import { storage, useLocalDraft } from './useLocalDraft';
import { usePublishing } from './usePublishing';
import { MobileActions, WorkspaceBar, type WorkspaceActionsProps } from './WorkspaceBar';
import { WorkspaceNotices } from './WorkspaceNotices';
import './editor-prose.css';
import styles from './ChapterEditor.module.css';
import { lazyNamed } from '../../lib/lazyPage';

// The names the tests and the page use, where they have always been.
export { DRAFT_WRITE_MS } from './useLocalDraft';
export { LEAVE_NOTE } from './LeaveDialog';
export { HISTORY_LABEL } from './WorkspaceBar';
export { ASIDE_NOTICE, RESTORE_ASIDE, RESTORED_NOTICE, SERVER_DRAFT_NOTICE, USE_SERVER_VERSION } from './WorkspaceNotices';
export type { ServerChapter } from './opening';

// The history panel and its diff library load only when the author opens it.
const HistoryPanel = lazyNamed(() => import('./HistoryPanel'), 'HistoryPanel');

export interface ChapterWorkspaceProps extends ChapterIdentity {
  username: string;
  server: ServerChapter;
}

/**
 * The writing surface: title, TipTap body, toolbar, save / preview / publish, the local
 * draft safety net and the leave guards. Mounted once the server copy is known.
 */
export function ChapterWorkspace({ username, server, ...identity }: ChapterWorkspaceProps) {
  const { bookId } = identity;
  const titleId = useId();
  const [opening] = useState(() =>
    openChapter(storage(), { userId: identity.userId, bookId, chapterId: identity.chapterId, ...(identity.chapterId === null && identity.newChapter ? { newChapter: identity.newChapter } : {}) }, server),
  );
  const state = useChapterState(identity, server, opening);
  const editors = useChapterEditors(opening.start);
  const draft = useLocalDraft(editors, state, opening.decision.kind === 'restore');
  const saving = useSaveChapter(bookId);
  const conflict = useConflict(editors, state, draft, saving.reset);
  const save = useChapterSave({ bookId, initialDraftVersion: server.draft?.updated_at ?? null, saving, editors, state, draft, conflict });
  // Typing in any of the editors: the local draft and the server autosave follow.
  editors.onChangeRef.current = () => {
    draft.touch();
    save.autosave.schedule();
  };
  const leave = useLeaving(draft, save);
  const publishing = usePublishing({ bookId, username, editors, state, draft, save, conflict, bypassGuard: leave.bypassGuard });
  const history = useHistoryRestore({ bookId, editors, state, draft, save, conflict, resetSaveStatus: saving.reset });
  const choices = useDraftChoices(opening, server.updatedAt, editors, state, draft);

  const { editor, title } = editors;
  const { chapterId, isPublished } = state;
  const { confirm } = publishing;
  const busy = saving.isPending || publishing.publishing || publishing.previewing;
  const actions: WorkspaceActionsProps = {
    bookId,
    chapterId,
    title,
    isPublished,
    publishAt: state.publishAt,
    onScheduleChange: state.setPublishAt,
    busy,
    previewing: publishing.previewing,
    onPreview: publishing.openPreview,
    onPublish: () => publishing.setConfirm(isPublished ? 'unpublish' : 'publish'),
  };
  const status = saveStatus({ saving: saving.isPending, failed: saving.isError, dirty: draft.dirty, draftSavedAt: save.autosave.savedAt, savedAt: state.savedAt });

  return (
    <div className={styles.page}>
      <div className={styles.chrome}>
        <WorkspaceBar
          {...actions}
          status={status}
          onHistory={history.openHistory}
          onSave={() => void save.saveWithFeedback()}
          saving={saving.isPending && !publishing.previewing && !publishing.publishing && !leave.leaving}
        />
        <EditorToolbar editor={editor} />
      </div>

      <div className={styles.column}>
        <WorkspaceNotices
          notice={state.notice}
          onServer={server.updatedAt !== null}
          onUseServerVersion={choices.switchToServerVersion}
          onDismissNotice={() => state.setNotice(null)}
          aside={conflict.aside}
          onRestoreAside={conflict.restoreAside}
          onDropAside={conflict.dropAside}
          mergeSource={conflict.mergeSource}
          onCloseMerge={() => conflict.setMergeSource(null)}
        />
        <MobileActions {...actions} />

        <label htmlFor={titleId} className="visually-hidden">
          Bölüm başlığı
        </label>
        <input
          id={titleId}
          className={styles.title}
          value={title}
          maxLength={200}
          placeholder="Bölüm başlığı"
          autoComplete="off"
          spellCheck
          lang="tr"
          onChange={(event) => {
            editors.setTitle(event.target.value);
            editors.notifyChange();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              editor.commands.focus('start');
            }
          }}
        />
        <AuthorNoteField editor={editors.noteBeforeEditor} label={NOTE_BEFORE_LABEL} place="before" />
        <EditorContent editor={editor} className={styles.body} />
        <AuthorNoteField editor={editors.noteAfterEditor} label={NOTE_AFTER_LABEL} place="after" />
        <RecapField
          value={editors.recap}
          onChange={(value) => {
            editors.setRecap(value);
            editors.notifyChange();
          }}
        />
        {chapterId !== null ? (
          <AuthorBetaNotes
            chapterId={chapterId}
            paragraphText={(pid) => (/^[A-Za-z0-9_-]{1,32}$/.test(pid) ? (editor.view.dom.querySelector(`p[data-pid="${pid}"]`)?.textContent ?? null) : null)}
          />
        ) : null}
      </div>

      {history.open && chapterId !== null ? (
        <Suspense fallback={null}>
          <HistoryPanel open onOpenChange={history.setOpen} chapterId={chapterId} current={history.current} dirty={draft.dirty} onRestore={history.restore} />
        </Suspense>
      ) : null}

      <ConfirmPublishDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) publishing.setConfirm(null);
        }}
        publish={confirm === 'publish'}
        chapterTitle={title}
        busy={publishing.publishing}
        onConfirm={() => publishing.publish(confirm === 'publish')}
        note={draft.dirty || chapterId === null ? 'Kaydedilmemiş değişiklikleriniz önce kaydedilecek.' : undefined}
      />

      <DraftOfferDialog offers={choices.offers} onRestore={choices.restoreOffer} onDelete={choices.deleteOffer} onStartEmpty={choices.startEmpty} />

      {conflict.conflict ? (
        <ChapterConflictDialog
          open
          local={conflict.conflict.local}
          server={{ ...serverVersion(conflict.conflict.server), updatedAt: conflict.conflict.server.updated_at }}
          busy={saving.isPending}
          onKeepMine={() => void save.keepMine()}
          onTakeServer={conflict.takeServer}
          onMerge={conflict.mergeByHand}
          onCancel={() => conflict.setConflict(null)}
        />
      ) : null}

      <LeaveDialog blocker={leave.blocker} leaving={leave.leaving} onSaveAndLeave={leave.leaveWithSave} onLeaveWithoutSaving={leave.leaveWithoutSaving} />
    </div>
  );
}
