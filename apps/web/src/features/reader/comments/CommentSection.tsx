import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReaderComment } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { getSession } from '../../../lib/session';
import { Button, Dialog, LoadingState } from '../../../components';
import { deleteComment, postComment, readerKeys, toggleCommentLike, useComments } from '../api';
import { formatCount } from '../likes';
import { applyCommentLike, buildThreads, removeWithReplies } from './commentTree';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import styles from './Comments.module.css';

export interface CommentSectionProps {
  id: string;
  bookId: number;
  chapterId: number;
  /** Keeps the chapter's comment count in step (+1 on a new comment, −n on a delete). */
  onCountChange: (delta: number) => void;
}

/** Comments of a chapter with one level of replies (SPEC §2, §3). Failures are only logged. */
export function CommentSection({ id, bookId, chapterId, onCountChange }: CommentSectionProps) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useComments(chapterId, true);
  const [replyTo, setReplyTo] = useState<ReaderComment | null>(null);
  const [pendingLikes, setPendingLikes] = useState<ReadonlySet<number>>(new Set());
  const [deleteTarget, setDeleteTarget] = useState<ReaderComment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const userId = getSession()?.userId ?? null;
  const key = readerKeys.comments(chapterId);

  const comments = useMemo(() => data ?? [], [data]);
  const threads = useMemo(() => buildThreads(comments), [comments]);
  const update = (fn: (list: ReaderComment[]) => ReaderComment[]) =>
    queryClient.setQueryData<ReaderComment[]>(key, (old) => fn(old ?? []));

  async function send(content: string, parentCommentId: number | null): Promise<boolean> {
    if (!content.trim()) return false;
    try {
      const created = await postComment(bookId, chapterId, content, parentCommentId);
      update((list) => [...list.filter((c) => c.comment_id !== created.comment_id), created]);
      onCountChange(1);
      return true;
    } catch (error) {
      console.error('Yorum gönderilemedi:', error);
      return false;
    }
  }

  async function toggleLike(comment: ReaderComment) {
    if (pendingLikes.has(comment.comment_id)) return;
    setPendingLikes((s) => new Set(s).add(comment.comment_id));
    try {
      const result = await toggleCommentLike(comment.comment_id);
      update((list) => applyCommentLike(list, comment.comment_id, result.isLiked));
    } catch (error) {
      console.error('Yorum beğenisi güncellenemedi:', error);
    } finally {
      setPendingLikes((s) => {
        const next = new Set(s);
        next.delete(comment.comment_id);
        return next;
      });
    }
  }

  async function confirmDelete() {
    const target = deleteTarget;
    if (!target) return;
    setDeleting(true);
    try {
      await deleteComment(target.comment_id);
      const before = queryClient.getQueryData<ReaderComment[]>(key) ?? [];
      const after = removeWithReplies(before, target.comment_id);
      queryClient.setQueryData(key, after);
      onCountChange(-(before.length - after.length));
      if (replyTo && !after.some((c) => c.comment_id === replyTo.comment_id)) setReplyTo(null);
    } catch (error) {
      console.error('Yorum silinemedi:', error);
    } finally {
      setDeleting(false);
      setDeleteTarget(null);
    }
  }

  const openReply = (comment: ReaderComment) =>
    setReplyTo((current) => (current?.comment_id === comment.comment_id ? null : comment));

  const itemProps = (comment: ReaderComment, isReply: boolean) => ({
    comment,
    isReply,
    isOwn: userId !== null && comment.user_id === userId,
    likePending: pendingLikes.has(comment.comment_id),
    replyOpen: replyTo?.comment_id === comment.comment_id,
    onToggleLike: (c: ReaderComment) => void toggleLike(c),
    onReply: openReply,
    onDelete: setDeleteTarget,
  });

  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Yorumlar
        {data ? <span className={styles.headingCount}>{formatCount(comments.length)}</span> : null}
      </h2>

      <CommentForm
        label="Yorumunuz"
        placeholder="Bu bölüm hakkında ne düşünüyorsunuz?"
        onSubmit={(content) => send(content, null)}
      />

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
                {replies.length > 0 || replyInThread ? (
                  <div className={styles.replies}>
                    {replies.length > 0 ? (
                      <ul className={styles.replyList} aria-label={`${comment.username} adlı kullanıcının yorumuna yanıtlar`}>
                        {replies.map((reply) => (
                          <li key={reply.comment_id}>
                            <CommentItem {...itemProps(reply, true)} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {replyInThread && replyTo ? (
                      <CommentForm
                        key={replyTo.comment_id}
                        compact
                        autoFocus
                        label={`${replyTo.username} adlı kullanıcıya yanıtınız`}
                        placeholder={`${replyTo.username} adlı kullanıcıya yanıt yazın…`}
                        onCancel={() => setReplyTo(null)}
                        onSubmit={async (content) => {
                          // Replies are one level deep: a reply to a reply joins the same thread.
                          const saved = await send(content, comment.comment_id);
                          if (saved) setReplyTo(null);
                          return saved;
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

      <Dialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setDeleteTarget(null);
        }}
        size="sm"
        title="Yorumu sil"
        description="Bu yorum ve yanıtları kalıcı olarak silinecek. Emin misiniz?"
      >
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setDeleteTarget(null)} disabled={deleting}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} loading={deleting}>
            Sil
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
