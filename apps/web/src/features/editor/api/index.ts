export { chapterConflictOf, chapterQueryKey, fetchRevision, fetchRevisions, previewQueryKey, revisionsQueryKey, useChapter, usePreview } from './chapter';
export { useAutosaveChapter, type AutosaveRequest } from './autosave-chapter';
export { useDiscardAutosave } from './discard-autosave';
export { usePublishChapter, type PublishResult } from './publish-chapter';
export { useRestoreRevision } from './restore-revision';
export { useSaveChapter } from './save-chapter';
export { editorWrite } from './writes';
