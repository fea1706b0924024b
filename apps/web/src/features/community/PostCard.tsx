import { useId, useState } from 'react';
import type { Post } from '@okuryazar/shared';
import { RemovedNotice } from '../../components';
import { formatFullCount } from '../../components/books';
import { useDeletePost, useLikePost, type PostScope } from './api';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';
import { CommentIcon } from '../../components/icons';
import { ItemMenu } from './ItemMenu';
import { LikeButton } from './LikeButton';
import { PostComments } from './PostComments';
import { AuthorLine } from './PostMeta';
import styles from './Posts.module.css';

interface PostCardProps {
  post: Post;
  scope: PostScope;
  /** The stored user's id: decides the delete item and is sent as userId (docs/PRODUCT.md#product-decisions). */
  meId: number;
}

/**
 * One post (docs/PRODUCT.md#data-shapes Post): author, relative time, content with its line breaks, a like
 * toggle, the comments toggle and the ⋯ menu. Likes and deletions update the cached feeds
 * with the server's answer; failures are only logged (docs/PRODUCT.md#error-messages). The author's own post that a
 * moderator removed (listed on their page alone) is marked "Kaldırıldı" with the note and
 * keeps only its delete (docs/PRODUCT.md#trust-and-safety).
 */
export function PostCard({ post, scope, meId }: PostCardProps) {
  const like = useLikePost(scope, meId);
  const deletion = useDeletePost(scope);
  const [showComments, setShowComments] = useState(false);
  const confirm = useConfirm(deletion);
  const commentsId = useId();
  const isOwn = post.user_id === meId;

  const remove = () => deletion.mutate(post.post_id, { onSettled: confirm.close });

  const image = post.profile_image_url ?? post.avatar;

  return (
    <article className={styles.card} aria-label={`${post.username} gönderisi`} data-testid="post-card">
      <header className={styles.cardHeader}>
        <AuthorLine userId={post.user_id} username={post.username} image={image} createdAt={post.created_at} avatarSize={44} />
        <ItemMenu
          label="Gönderi seçenekleri"
          canDelete={isOwn}
          onDelete={confirm.ask}
          report={{ type: 'post', id: post.post_id }}
          author={{ id: post.user_id, name: post.username }}
        />
      </header>

      <p className={styles.content}>{post.content}</p>

      {post.removed ? (
        <RemovedNotice removal={post.removed} className={styles.removedNotice} />
      ) : (
        <>
          <div className={styles.actions}>
            <LikeButton
              liked={post.is_liked}
              count={post.likes_count}
              busy={like.isPending}
              onToggle={() => like.mutate(post.post_id)}
              subject="gönderiyi"
            />
            <button
              type="button"
              className={[styles.action, showComments ? styles.actionActive : ''].join(' ')}
              aria-expanded={showComments}
              aria-controls={commentsId}
              onClick={() => setShowComments((v) => !v)}
            >
              <CommentIcon size={20} />
              <span>Yorumlar ({formatFullCount(post.comments_count)})</span>
            </button>
          </div>

          <div id={commentsId} hidden={!showComments}>
            {showComments && <PostComments post={post} scope={scope} meId={meId} />}
          </div>
        </>
      )}

      <ConfirmDialog
        {...confirm.dialog}
        title="Gönderiyi sil"
        description="Bu gönderi ve altındaki yorumlar kalıcı olarak silinecek. Emin misiniz?"
        confirmLabel="Sil"
        onConfirm={remove}
      />
    </article>
  );
}
