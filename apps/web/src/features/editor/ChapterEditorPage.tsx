import { DEFAULT_CHAPTER_TITLE } from '@okuryazar/shared';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { ErrorState, LoadingState } from '../../components';
import { useSession } from '../../lib/useSession';
import { useChapter } from './api';
import { ChapterWorkspace, type ServerChapter } from './ChapterWorkspace';
import { newChapterId, parseEditorAddress, parseEditorState, type EditorNavState } from './navigation';
import { RemovedChapterView } from './RemovedChapterView';

/**
 * /edit-story (docs/PRODUCT.md#screens): navigation state carries {bookId, chapterId, title}; chapterId is
 * null for a new chapter. A link that cannot carry state names an existing chapter by address
 * (?kitap=&bolum=). Without a bookId there is nothing to edit: back to /my-stories.
 */
export function ChapterEditorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the workspace replaces the history state itself after a new chapter's first save.
  // A new chapter opened without an id gets one here (its local draft's name, issue 28).
  const [nav] = useState(() => {
    const parsed = parseEditorState(location.state) ?? parseEditorAddress(location.search);
    return parsed && parsed.chapterId === null && !parsed.newChapter ? { ...parsed, newChapter: newChapterId() } : parsed;
  });
  // The id goes into the history entry, so a reload of this page finds this chapter's draft
  // (until its first save, after which the entry names the chapter itself).
  useEffect(() => {
    const entry = parseEditorState(location.state);
    if (!nav?.newChapter || entry?.chapterId !== null || entry.newChapter === nav.newChapter) return;
    void navigate(paths.editStory, { replace: true, state: { ...(location.state as object), newChapter: nav.newChapter } });
  }, [location.state, nav, navigate]);
  if (!nav) return <Navigate to={paths.myStories} replace />;
  return <ChapterEditorLoader nav={nav} />;
}

function ChapterEditorLoader({ nav }: { nav: EditorNavState }) {
  const session = useSession();
  const query = useChapter(nav.chapterId);

  if (!session) return null;

  if (nav.chapterId !== null) {
    if (query.isPending) return <LoadingState text="Bölüm yükleniyor..." />;
    if (query.isError) {
      return (
        <ErrorState
          title="Bölüm açılamadı"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    // docs/PRODUCT.md#trust-and-safety: what a moderator removed opens read-only, without the editor.
    if (query.data.removed) return <RemovedChapterView chapter={query.data} removal={query.data.removed} />;
  }

  const server: ServerChapter =
    nav.chapterId !== null && query.data
      ? {
          title: query.data.title,
          content: query.data.content,
          noteBefore: query.data.note_before,
          noteAfter: query.data.note_after,
          recap: query.data.recap,
          isPublished: query.data.is_published,
          updatedAt: query.data.updated_at,
          draft: query.data.draft ?? null,
          publishAt: query.data.publish_at,
        }
      : { title: nav.title?.trim() || DEFAULT_CHAPTER_TITLE, content: '', isPublished: false, updatedAt: null };

  // The chapter's own story, whatever a hand-made address said.
  const bookId = nav.chapterId !== null && query.data ? query.data.book_id : nav.bookId;
  return (
    <ChapterWorkspace
      key={`${bookId}:${nav.chapterId ?? 'new'}`}
      userId={session.userId}
      username={session.username}
      bookId={bookId}
      chapterId={nav.chapterId}
      newChapter={nav.newChapter}
      server={server}
    />
  );
}
