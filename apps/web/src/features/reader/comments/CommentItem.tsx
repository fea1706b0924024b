import { Link } from '../../../lib/router';
import type { ReaderComment } from '@okuryazar/shared';
import { MSG, formatLongDate, relativeTime } from '@okuryazar/shared';
import { commentAnchor, paths } from '../../../config/paths';
import { Avatar, DropdownMenuItem, RemovedNotice } from '../../../components';
import { MoreButton, UserSafetyMenu } from '../../safety';
import { CommentIcon, ReplyIcon, TrashIcon } from '../../../components/icons';
import { LikeButton } from '../LikeButton';
import styles from './Comments.module.css';

export interface CommentItemProps {
  comment: ReaderComment;
  isOwn: boolean;
  isReply?: boolean;
  likePending: boolean;
  replyOpen?: boolean;
  /** Opened from a link to this comment: marked for a few seconds. */
  highlighted?: boolean;
  onToggleLike: (comment: ReaderComment) => void;
  onReply: (comment: ReaderComment) => void;
  onDelete: (comment: ReaderComment) => void;
  /** False while the story's comments are closed: replies are new comments, so none is offered. */
  canReply?: boolean;
  /** The viewer is the story's author: this comment's menu also deletes it and closes or reopens comments. */
  storyAuthor?: { commentsClosed: boolean; onToggleComments: () => void };
}

/** The story author's entries in another person's comment menu (docs/PRODUCT.md#the-authors-say-over-comments). */
function authorItems(comment: ReaderComment, storyAuthor: NonNullable<CommentItemProps['storyAuthor']>, onDelete: (comment: ReaderComment) => void) {
  return (
    <>
      <DropdownMenuItem tone="danger" icon={<TrashIcon size={18} />} onSelect={() => onDelete(comment)}>
        Yorumu sil
      </DropdownMenuItem>
      <DropdownMenuItem icon={<CommentIcon size={18} />} onSelect={storyAuthor.onToggleComments}>
        {storyAuthor.commentsClosed ? 'Yorumları yeniden aç' : 'Yorumları kapat'}
      </DropdownMenuItem>
    </>
  );
}

/**
 * One comment: avatar, name, relative time, text, like / reply / delete (own only), and
 * others' ⋯ menu (report, mute, block; for the story's author also delete and close comments). The viewer's own comment that a moderator removed
 * (shown to them alone) is marked "Kaldırıldı" with the note and keeps only its delete
 * (docs/PRODUCT.md#trust-and-safety). A comment its writer deleted while others had replied stands as "Bu yorum
 * silindi." above the replies: no author, no text, nothing to act on. A paragraph comment whose paragraph an
 * edit removed is listed with the general comments, marked "Değiştirilmiş bir paragraf hakkında".
 */
export function CommentItem({
  comment,
  isOwn,
  isReply,
  likePending,
  replyOpen,
  highlighted,
  onToggleLike,
  onReply,
  onDelete,
  canReply = true,
  storyAuthor,
}: CommentItemProps) {
  if (comment.deleted || comment.user_id === null || comment.username === null) {
    return (
      <div
        id={commentAnchor(comment.comment_id)}
        tabIndex={-1}
        className={styles.comment}
        data-reply={isReply || undefined}
        data-deleted
        data-highlighted={highlighted || undefined}
      >
        <div className={styles.commentBody}>
          <p className={styles.deletedText}>{MSG.commentDeleted}</p>
        </div>
      </div>
    );
  }
  const { user_id: authorId, username } = comment;
  return (
    // The id is the target of a comment link (#yorum-42); tabIndex lets the page move focus here.
    <div
      id={commentAnchor(comment.comment_id)}
      tabIndex={-1}
      className={styles.comment}
      data-reply={isReply || undefined}
      data-highlighted={highlighted || undefined}
    >
      <Avatar src={comment.profile_image_url} name={username} size={isReply ? 30 : 36} decorative preferInitial />
      <div className={styles.commentBody}>
        <p className={styles.meta}>
          <Link to={paths.profile(authorId)} className={styles.username}>
            {username}
          </Link>
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>
          <time dateTime={comment.created_at} title={formatLongDate(comment.created_at)} className={styles.time}>
            {relativeTime(comment.created_at)}
          </time>
        </p>
        {comment.paragraph_changed ? <p className={styles.changed}>{MSG.paragraphChanged}</p> : null}
        <p className={styles.text}>{comment.content}</p>
        {comment.removed ? <RemovedNotice removal={comment.removed} compact /> : null}
        <div className={styles.actions}>
          {comment.removed ? null : (
            <>
              <LikeButton
                label={`${username} adlı kullanıcının yorumunu beğen`}
                liked={comment.is_liked_by_user}
                count={comment.likes_count}
                pending={likePending}
                onToggle={() => onToggleLike(comment)}
              />
              {canReply ? (
                <button type="button" className={styles.action} aria-expanded={replyOpen} onClick={() => onReply(comment)}>
                  <ReplyIcon size={16} />
                  Yanıtla
                </button>
              ) : null}
            </>
          )}
          {isOwn ? (
            <button type="button" className={`${styles.action} ${styles.delete}`} onClick={() => onDelete(comment)}>
              <TrashIcon size={16} />
              Sil
            </button>
          ) : (
            <UserSafetyMenu
              userId={authorId}
              name={username}
              report={{ type: 'comment', id: comment.comment_id }}
              label="Yorum seçenekleri"
              leadingItems={storyAuthor ? authorItems(comment, storyAuthor, onDelete) : undefined}
              trigger={<MoreButton label="Yorum seçenekleri" className={styles.more} />}
            />
          )}
        </div>
      </div>
    </div>
  );
}
