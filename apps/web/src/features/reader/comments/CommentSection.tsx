import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReaderComment } from '@okuryazar/shared';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { commentAnchor } from '../../../config/paths';
import { ApiError, rateLimitMessage } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { Button, Dialog, DialogActions, LoadingState, LoadMore } from '../../../components';
import {
  applyCommentsClosed,
  fetchReplies,
  patchComments,
  useComments,
  useCreateComment,
  useDeleteComment,
  useLikeComment,
  useSetCommentSettings,
  type NewComment,
} from '../api';
import { formatCount } from '../likes';
import { appendReplies, applyCommentLike, buildThreads, findStep, hiddenReplies, insertReply, withoutComment } from './commentTree';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { CommentsClosedNotice } from './CommentsClosedNotice';
import { useFreshThread } from './useFreshThread';
import styles from './Comments.module.css';

export interface CommentSectionProps {
  id: string;
  bookId: number;
  chapterId: number;
  /** Keeps the chapter's comment count in step (+1 on a new comment, −n on a delete). */
  onCountChange: (delta: number) => void;
  /** The chapter's comment count (replies included); the loaded ones are counted without it. */
  total?: number;
  /** Opened from a link to this comment: load until it is there, scroll to it, focus and mark it. */
  focusCommentId?: number | null;
  /** The author closed comments: no composer and no replies, the comments stay (docs/PRODUCT.md#the-authors-say-over-comments). */
  commentsClosed?: boolean;
  /** The story's author, who may delete any comment here and close or reopen comments. */
  storyAuthorId?: number;
}

/** How long a linked comment stays marked. */
export const COMMENT_HIGHLIGHT_MS = 4_000;
/** Pages (of comments or of one thread's replies) loaded at most while looking for a linked comment. */
export const FIND_COMMENT_MAX_LOADS = 30;

/** Comments of a chapter with one level of replies (docs/PRODUCT.md#screens, #data-shapes). Failures are only logged, except a rate limit (shown under the box). */
export function CommentSection({ id, total, ...rest }: CommentSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <CommentThreads
        {...rest}
        composer={{ label: 'Yorumunuz', placeholder: 'Bu bölüm hakkında ne düşünüyorsunuz?' }}
        renderHeading={(loaded) => (
          <h2 id={`${id}-title`} className={styles.heading}>
            Yorumlar
            {loaded !== null ? <span className={styles.headingCount}>{formatCount(total ?? loaded)}</span> : null}
          </h2>
        )}
      />
    </section>
  );
}

export interface CommentThreadsProps extends Omit<CommentSectionProps, 'id' | 'total' | 'onCountChange'> {
  /** One paragraph's thread (its `data-pid`): listed, written to and kept fresh by itself; without it, the general comments. */
  paragraph?: string;
  onCountChange?: (delta: number) => void;
  composer: { label: string; placeholder: string };
  /** Above the composer; `loaded` is the number of comments held, null until the first page is there. */
  renderHeading?: (loaded: number | null) => ReactNode;
}

/**
 * The composer (or the closed notice), the comments with their replies, "load more" and the delete question:
 * the chapter's general comments or, with `paragraph`, one paragraph's thread, which asks every
 * THREAD_POLL_MS for comments others wrote while it is open and the page visible.
 */
export function CommentThreads({
  bookId,
  chapterId,
  paragraph,
  onCountChange,
  focusCommentId = null,
  commentsClosed = false,
  storyAuthorId,
  composer,
  renderHeading,
}: CommentThreadsProps) {
  const queryClient = useQueryClient();
  const query = useComments(chapterId, true, paragraph);
  useFreshThread(chapterId, paragraph, query.hasNextPage);
  const { data, isPending, isError } = query;
  const [replyTo, setReplyTo] = useState<ReaderComment | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<ReaderComment | null>(null);
  const [loadingReplies, setLoadingReplies] = useState<ReadonlySet<number>>(new Set());
  // Top-level comments written here while older pages are still on the server: shown at the
  // end until their page arrives (putting them in the last page would move its cursor).
  const [added, setAdded] = useState<ReaderComment[]>([]);
  const userId = getSession()?.userId ?? null;
  const createComment = useCreateComment(bookId, chapterId, paragraph);
  const createReply = useCreateComment(bookId, chapterId, paragraph);
  const likeComment = useLikeComment(chapterId);
  const deleteComment = useDeleteComment(chapterId, paragraph);
  const commentSettings = useSetCommentSettings(bookId);
  const isStoryAuthor = userId !== null && userId === storyAuthorId;
  const setClosed = (closed: boolean) => {
    if (commentSettings.inFlight()) return;
    commentSettings.mutate(closed, { onError: (error) => console.error('Yorum ayarı kaydedilemedi:', error) });
  };

  const comments = useMemo(() => {
    const loaded = (data?.pages ?? []).flat();
    const held = new Set(loaded.map((c) => c.comment_id));
    return [...loaded, ...added.filter((c) => !held.has(c.comment_id))];
  }, [data, added]);
  const threads = useMemo(() => buildThreads(comments), [comments]);
  // A linked comment: page until it is loaded (or known to be gone), then show it.
  const [searching, setSearching] = useState(focusCommentId !== null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const loadsRef = useRef(0);
  const busy = query.isFetchingNextPage || loadingReplies.size > 0;
  useEffect(() => {
    if (!searching || focusCommentId === null || data === undefined || busy) return;
    const step = findStep(threads, focusCommentId, query.hasNextPage && !query.isFetchNextPageError);
    if (step.kind === 'found') {
      setSearching(false);
      setHighlighted(focusCommentId);
      return;
    }
    if (step.kind === 'missing' || loadsRef.current >= FIND_COMMENT_MAX_LOADS) {
      setSearching(false);
      return;
    }
    loadsRef.current += 1;
    if (step.kind === 'page') void query.fetchNextPage();
    else void loadReplies(step.parent, step.loaded);
    // loadReplies and query change identity on every render; the state above drives the steps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching, focusCommentId, data, busy, threads, query.hasNextPage, query.isFetchNextPageError]);

  useEffect(() => {
    if (highlighted === null) return;
    const element = document.getElementById(commentAnchor(highlighted));
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    // Screen readers and keyboards continue from the comment.
    element?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setHighlighted(null), COMMENT_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);

  /** Applies a change to every loaded page and to the comments written here. */
  const update = (fn: (list: ReaderComment[]) => ReaderComment[]) => {
    patchComments(queryClient, chapterId, fn);
    setAdded(fn);
  };

  /**
   * True when saved; on a rate limit the message to show (the form keeps the text). The hook puts the
   * saved comment into the cached pages; the comments written here and the chapter's count follow it.
   */
  async function send(mutation: typeof createComment, comment: NewComment): Promise<boolean | string> {
    try {
      const created = await mutation.mutateAsync(comment);
      if (created.parent_comment_id !== null) setAdded((list) => insertReply(list, created));
      else if (query.hasNextPage) setAdded((list) => [...list, created]);
      onCountChange?.(1);
      return true;
    } catch (error) {
      // Closed while the box was open: the composer gives way to the explanation.
      if (error instanceof ApiError && error.code === ERROR_CODES.COMMENTS_CLOSED) {
        applyCommentsClosed(queryClient, bookId, true);
        setReplyTo(null);
        return MSG.commentsClosed;
      }
      return rateLimitMessage(error) ?? false;
    }
  }

  async function loadReplies(parent: ReaderComment, loaded: ReaderComment[]) {
    if (loadingReplies.has(parent.comment_id)) return;
    setLoadingReplies((s) => new Set(s).add(parent.comment_id));
    try {
      const page = await fetchReplies(chapterId, parent.comment_id, loaded.at(-1)?.comment_id);
      update((list) => appendReplies(list, parent.comment_id, page));
    } catch (error) {
      console.error('Yanıtlar yüklenemedi:', error);
    } finally {
      setLoadingReplies((s) => {
        const next = new Set(s);
        next.delete(parent.comment_id);
        return next;
      });
    }
  }

  const toggleLike = (comment: ReaderComment) =>
    likeComment.mutation.mutate(comment.comment_id, {
      onSuccess: (answer) => setAdded((list) => applyCommentLike(list, comment.comment_id, answer)),
    });

  const confirmDelete = (target: ReaderComment) =>
    deleteComment.mutate(target, {
      onSuccess: () => {
        const after = withoutComment(comments, target);
        setAdded((list) => withoutComment(list, target));
        onCountChange?.(target.removed ? 0 : -1);
        if (replyTo && (replyTo.comment_id === target.comment_id || !after.some((c) => c.comment_id === replyTo.comment_id))) setReplyTo(null);
      },
      onSettled: () => setDeleteTarget(null),
    });

  const openReply = (comment: ReaderComment) =>
    setReplyTo((current) => (current?.comment_id === comment.comment_id ? null : comment));

  const itemProps = (comment: ReaderComment, isReply: boolean) => ({
    comment,
    isReply,
    isOwn: userId !== null && comment.user_id === userId,
    likePending: likeComment.isPending(comment.comment_id),
    replyOpen: replyTo?.comment_id === comment.comment_id,
    highlighted: highlighted === comment.comment_id,
    onToggleLike: toggleLike,
    onReply: openReply,
    onDelete: setDeleteTarget,
    canReply: !commentsClosed,
    storyAuthor: isStoryAuthor ? { commentsClosed, onToggleComments: () => setClosed(!commentsClosed) } : undefined,
  });

  return (
    <>
      {renderHeading?.(data ? comments.length : null)}

      {commentsClosed ? (
        <CommentsClosedNotice isStoryAuthor={isStoryAuthor} reopening={commentSettings.isPending} onReopen={() => setClosed(false)} />
      ) : (
        <CommentForm
          label={composer.label}
          placeholder={composer.placeholder}
          pending={createComment.isPending}
          onSubmit={(content) => send(createComment, { content, parentCommentId: null })}
        />
      )}

      {isPending ? (
        <LoadingState compact />
      ) : isError || threads.length === 0 ? (
        <p className={styles.empty}>{MSG.noComments}</p>
      ) : (
        <ul className={styles.list}>
          {threads.map(({ comment, replies }) => {
            const replyInThread =
              replyTo !== null &&
              (replyTo.comment_id === comment.comment_id || replies.some((r) => r.comment_id === replyTo.comment_id));
            return (
              <li key={comment.comment_id} className={styles.thread}>
                <CommentItem {...itemProps(comment, false)} />
                {replies.length > 0 || replyInThread || hiddenReplies(comment, replies.length) > 0 ? (
                  <div className={styles.replies}>
                    {replies.length > 0 ? (
                      <ul className={styles.replyList} aria-label={comment.username === null ? 'Silinmiş yoruma yanıtlar' : `${comment.username} adlı kullanıcının yorumuna yanıtlar`}>
                        {replies.map((reply) => (
                          <li key={reply.comment_id}>
                            <CommentItem {...itemProps(reply, true)} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {hiddenReplies(comment, replies.length) > 0 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className={styles.moreReplies}
                        loading={loadingReplies.has(comment.comment_id)}
                        onClick={() => void loadReplies(comment, replies)}
                      >
                        {`${hiddenReplies(comment, replies.length)} yanıt daha göster`}
                      </Button>
                    ) : null}
                    {replyInThread && replyTo && !commentsClosed ? (
                      <CommentForm
                        key={replyTo.comment_id}
                        compact
                        autoFocus
                        label={`${replyTo.username} adlı kullanıcıya yanıtınız`}
                        placeholder={`${replyTo.username} adlı kullanıcıya yanıt yazın…`}
                        onCancel={() => setReplyTo(null)}
                        pending={createReply.isPending}
                        onSubmit={async (content) => {
                          // Replies are one level deep: a reply to a reply joins the same thread.
                          const outcome = await send(createReply, { content, parentCommentId: comment.comment_id });
                          if (outcome === true) setReplyTo(null);
                          return outcome;
                        }}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isFetchNextPageError={query.isFetchNextPageError}
        fetchNextPage={query.fetchNextPage}
        label="Daha fazla yorum yükle"
      />

      <Dialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open && !deleteComment.isPending) setDeleteTarget(null);
        }}
        size="sm"
        title="Yorumu sil"
        description={deleteDescription(deleteTarget, userId)}
      >
        <DialogActions>
          <Button variant="secondary" onClick={() => setDeleteTarget(null)} disabled={deleteComment.isPending}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={() => deleteTarget && confirmDelete(deleteTarget)} loading={deleteComment.isPending}>
            Sil
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The writer deletes their own words; the story's author deletes someone else's, who is told. */
function deleteDescription(target: ReaderComment | null, userId: number | null): string {
  if (target !== null && target.user_id !== userId && target.username !== null) {
    return `${target.username} adlı kullanıcının yorumu kalıcı olarak silinecek ve kendisine bildirilecek; başkalarının yanıtları “Bu yorum silindi.” notunun altında kalır. Emin misiniz?`;
  }
  return 'Yorumunuz kalıcı olarak silinecek; başkalarının yanıtları “Bu yorum silindi.” notunun altında kalır. Emin misiniz?';
}
