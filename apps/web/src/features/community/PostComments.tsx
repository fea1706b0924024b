import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, POST_MAX_CHARS, type Post, type PostComment } from '@okuryazar/shared';
import { ErrorState, FormAlert, LoadingState, LoadMore, RemovedNotice } from '../../components';
import { rateLimitMessage } from '../../lib/api';
import {
  addComment,
  deleteComment,
  flattenComments,
  likeComment,
  patchPostInCache,
  postKeys,
  usePostComments,
  type CommentPages,
  type PostScope,
} from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { SendIcon } from '../../components/icons';
import { ItemMenu } from './ItemMenu';
import { LikeButton } from './LikeButton';
import { AuthorLine } from './PostMeta';
import styles from './Posts.module.css';

interface PostCommentsProps {
  post: Post;
  scope: PostScope;
  meId: number;
}

/** The expanded comment section: loaded on first open, with a composer at the bottom. */
export function PostComments({ post, scope, meId }: PostCommentsProps) {
  const client = useQueryClient();
  const key = postKeys.comments(scope, post.post_id);
  const comments = usePostComments(scope, post.post_id, true);
  // Comments written here while older pages are still on the server: shown at the end until
  // their page arrives (putting them in the last page would move its cursor past the others).
  const [added, setAdded] = useState<PostComment[]>([]);

  const update = (change: (list: PostComment[]) => PostComment[]) => {
    client.setQueryData<CommentPages>(key, (data) => (data ? { ...data, pages: data.pages.map(change) } : data));
    setAdded(change);
  };

  const onAdded = (comment: PostComment) => {
    if (comments.hasNextPage) setAdded((list) => [...list, comment]);
    else
      client.setQueryData<CommentPages>(key, (data) =>
        data ? { ...data, pages: [...data.pages.slice(0, -1), [...(data.pages.at(-1) ?? []), comment]] } : data,
      );
    patchPostInCache(client, post.post_id, (p) => ({ ...p, comments_count: p.comments_count + 1 }));
  };

  // A comment a moderator removed already left the post's count (docs/PRODUCT.md#trust-and-safety).
  const onRemoved = (commentId: number, counted: boolean) => {
    update((list) => list.filter((c) => c.comment_id !== commentId));
    if (counted) patchPostInCache(client, post.post_id, (p) => ({ ...p, comments_count: Math.max(0, p.comments_count - 1) }));
  };

  const onLiked = (commentId: number, isLiked: boolean, likes: number) =>
    update((list) => list.map((c) => (c.comment_id === commentId ? { ...c, is_liked: isLiked, likes_count: likes } : c)));

  const list = flattenComments(comments.data);
  const loaded = new Set(list.map((c) => c.comment_id));
  const shown = [...list, ...added.filter((c) => !loaded.has(c.comment_id))];

  return (
    <section className={styles.comments} aria-label={`${post.username} gönderisinin yorumları`}>
      {comments.isPending ? (
        <LoadingState compact text="Yorumlar yükleniyor..." />
      ) : comments.isError && !comments.data ? (
        <ErrorState
          compact
          message={comments.error.message}
          onRetry={() => void comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : shown.length === 0 ? (
        <p className={styles.noComments}>{MSG.noComments}</p>
      ) : (
        <>
          <ul className={styles.commentList} role="list" aria-busy={comments.isFetchingNextPage || undefined}>
            {shown.map((comment) => (
              <CommentItem
                key={comment.comment_id}
                comment={comment}
                scope={scope}
                meId={meId}
                onRemoved={onRemoved}
                onLiked={onLiked}
              />
            ))}
          </ul>
          <LoadMore
            hasNextPage={comments.hasNextPage}
            isFetchingNextPage={comments.isFetchingNextPage}
            isFetchNextPageError={comments.isFetchNextPageError}
            fetchNextPage={comments.fetchNextPage}
            label="Daha fazla yorum yükle"
          />
        </>
      )}
      <CommentComposer scope={scope} postId={post.post_id} meId={meId} onAdded={onAdded} />
    </section>
  );
}

interface CommentItemProps {
  comment: PostComment;
  scope: PostScope;
  meId: number;
  onRemoved: (commentId: number, counted: boolean) => void;
  onLiked: (commentId: number, isLiked: boolean, likes: number) => void;
}

function CommentItem({ comment, scope, meId, onRemoved, onLiked }: CommentItemProps) {
  const [liking, setLiking] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const toggleLike = async () => {
    setLiking(true);
    try {
      const result = await likeComment(scope, meId, comment.comment_id);
      onLiked(comment.comment_id, result.isLiked, result.likes_count);
    } catch (error) {
      console.error('Yorum beğenilemedi:', error);
    } finally {
      setLiking(false);
    }
  };

  const remove = async () => {
    try {
      await deleteComment(scope, comment.comment_id);
      onRemoved(comment.comment_id, !comment.removed);
    } catch (error) {
      console.error('Yorum silinemedi:', error);
    }
  };

  return (
    <li className={styles.comment} data-testid="comment">
      <div className={styles.commentHeader}>
        <AuthorLine
          userId={comment.user_id}
          username={comment.username}
          image={comment.profile_image_url}
          createdAt={comment.created_at}
          avatarSize={32}
        />
        <ItemMenu
          small
          label="Yorum seçenekleri"
          canDelete={comment.user_id === meId}
          onDelete={() => setConfirmOpen(true)}
          report={{ type: 'post_comment', id: comment.comment_id }}
          author={{ id: comment.user_id, name: comment.username }}
        />
      </div>
      <p className={styles.commentContent}>{comment.content}</p>
      {/* The viewer's own comment that a moderator removed: shown to them alone, without a like (docs/PRODUCT.md#trust-and-safety). */}
      {comment.removed ? (
        <RemovedNotice removal={comment.removed} compact />
      ) : (
        <div className={styles.commentActions}>
          <LikeButton
            small
            liked={comment.is_liked}
            count={comment.likes_count}
            busy={liking}
            onToggle={() => void toggleLike()}
            subject="yorumu"
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Yorumu sil"
        description="Bu yorum kalıcı olarak silinecek. Emin misiniz?"
        confirmLabel="Sil"
        onConfirm={remove}
      />
    </li>
  );
}

interface CommentComposerProps {
  scope: PostScope;
  postId: number;
  meId: number;
  onAdded: (comment: PostComment) => void;
}

function CommentComposer({ scope, postId, meId, onAdded }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const blank = text.trim().length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // docs/PRODUCT.md#validation-rules: empty or whitespace-only content is not sent.
    if (blank || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await addComment(scope, meId, postId, text.trim());
      onAdded(result.comment);
      setText('');
    } catch (failure) {
      console.error('Yorum gönderilemedi:', failure);
      setError(rateLimitMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <>
      <FormAlert id={`${inputId}-error`} message={error} />
      <form className={styles.commentForm} onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId} className="visually-hidden">
          Yorum yazın
        </label>
        <textarea
          id={inputId}
          className={styles.commentInput}
          rows={1}
          maxLength={POST_MAX_CHARS}
          placeholder="Bir yorum yazın..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <button type="submit" className={styles.sendButton} disabled={blank} aria-busy={busy || undefined} aria-label="Yorumu gönder">
          <SendIcon size={18} />
        </button>
      </form>
    </>
  );
}
