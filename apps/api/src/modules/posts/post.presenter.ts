import type { Post, PostComment, Removal } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';

/* Posts and post comments as every community and discover call answers them. */

export type PostRow = { id: number; userId: number; username: string; profileImageUrl: string | null; content: string; createdAt: Date; likes: number; commentsCount: number; liked: boolean; removedAt: Date | null };
export type CommentRow = { id: number; postId: number; userId: number; username: string; profileImageUrl: string | null; content: string; createdAt: Date; likes: number; liked: boolean; removedAt: Date | null };

/**
 * The viewer's own posts or comments may include ones a moderator removed (docs/PRODUCT.md#trust-and-safety): they
 * see them read-only with the note; nobody else is ever given them.
 */
function withRemoval<T extends object>(item: T, removal: Removal | undefined): T & { removed?: Removal } {
  return removal ? { ...item, removed: removal } : item;
}

export function presentComment(ctx: AppContext, r: CommentRow, removal?: Removal): PostComment {
  return withRemoval({
    comment_id: r.id,
    user_id: r.userId,
    username: r.username,
    profile_image_url: publicFileUrl(ctx.config, r.profileImageUrl),
    content: r.content,
    created_at: toIso(r.createdAt),
    likes_count: r.likes,
    is_liked: Boolean(r.liked),
  }, removal);
}

export function presentPost(ctx: AppContext, r: PostRow, removal?: Removal): Post {
  const image = publicFileUrl(ctx.config, r.profileImageUrl);
  return withRemoval({
    post_id: r.id,
    user_id: r.userId,
    username: r.username,
    avatar: image,
    profile_image_url: image,
    content: r.content,
    created_at: toIso(r.createdAt),
    likes_count: r.likes,
    is_liked: Boolean(r.liked),
    comments: [],
    comments_count: r.commentsCount,
  }, removal);
}

