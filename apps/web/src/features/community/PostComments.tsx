import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MSG, POST_MAX_CHARS, type Post, type PostComment } from '@okuryazar/shared';
import { ErrorState, FormAlert, LoadingState, LoadMore, RemovedNotice } from '../../components';
import { rateLimitMessage } from '../../lib/api';
import { flattenComments, useAddPostComment, useDeletePostComment, useLikePostComment, usePostComments, type PostScope } from './api';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';
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
  const comments = usePostComments(scope, post.post_id, true);
  // Comments written here while older pages are still on the server: shown at the end until
  // their page arrives (putting them in the last page would move its cursor past the others).
  // The hooks keep the cached pages; these follow the same answers.
  const [added, setAdded] = useState<PostComment[]>([]);

  const onAdded = (comment: PostComment) => {
    if (comments.hasNextPage) setAdded((list) => [...list, comment]);
  };
  const onRemoved = (commentId: number) => setAdded((list) => list.filter((c) => c.comment_id !== commentId));
  const onLiked = (commentId: number, isLiked: boolean, likes: number) =>
    setAdded((list) => list.map((c) => (c.comment_id === commentId ? { ...c, is_liked: isLiked, likes_count: likes } : c)));

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
                postId={post.post_id}
                meId={meId}
                onRemoved={onRemoved}
                onLiked={onLiked}
              />
            ))}
          </ul>
          <LoadMore query={comments} label="Daha fazla yorum yükle" />
        </>
      )}
      <CommentComposer scope={scope} post={post} meId={meId} onAdded={onAdded} />
    </section>
  );
}

interface CommentItemProps {
  comment: PostComment;
  scope: PostScope;
  postId: number;
  meId: number;
  onRemoved: (commentId: number) => void;
  onLiked: (commentId: number, isLiked: boolean, likes: number) => void;
}

function CommentItem({ comment, scope, postId, meId, onRemoved, onLiked }: CommentItemProps) {
  const like = useLikePostComment(scope, postId, meId);
  const deletion = useDeletePostComment(scope, postId);
  const confirm = useConfirm(deletion);

  const toggleLike = () =>
    like.mutate(comment.comment_id, { onSuccess: (answer) => onLiked(comment.comment_id, answer.isLiked, answer.likes_count) });

  const remove = () =>
    deletion.mutate(comment, { onSuccess: () => onRemoved(comment.comment_id), onSettled: confirm.close });

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
          onDelete={confirm.ask}
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
            busy={like.isPending}
            onToggle={toggleLike}
            subject="yorumu"
          />
        </div>
      )}
      <ConfirmDialog
        {...confirm.dialog}
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
  post: Post;
  meId: number;
  onAdded: (comment: PostComment) => void;
}

function CommentComposer({ scope, post, meId, onAdded }: CommentComposerProps) {
  const send = useAddPostComment(scope, post, meId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const blank = text.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // docs/PRODUCT.md#validation-rules: empty or whitespace-only content is not sent.
    if (blank || send.inFlight()) return;
    setError(null);
    send.mutate(text.trim(), {
      onSuccess: ({ comment }) => {
        onAdded(comment);
        setText('');
      },
      onError: (failure) => setError(rateLimitMessage(failure)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <FormAlert id={`${inputId}-error`} message={error} />
      <form className={styles.commentForm} onSubmit={submit}>
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
        <button type="submit" className={styles.sendButton} disabled={blank} aria-busy={send.isPending || undefined} aria-label="Yorumu gönder">
          <SendIcon size={18} />
        </button>
      </form>
    </>
  );
}
