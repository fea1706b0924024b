import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { dbId } from './ids';
import { LIMITS, NOTIFICATION_TYPES, REPORT_DESCRIPTION_MAX, REPORT_REASONS } from './limits';
import { MSG } from './messages';
import { REPORT_REASON_KEYS } from './moderation';
import { removalSchema } from './removal-schema';

export const POST_MAX_CHARS = LIMITS.postMaxChars;
export const MESSAGE_MAX_CHARS = LIMITS.messageMaxChars;

export const profileUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  bio: z.string(),
  profile_image_url: z.string().nullable(),
  join_date: z.string(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  books_count: z.number().int(),
});
export const profileResponseSchema = z.object({
  user: profileUserSchema,
  books: z.array(bookCardSchema),
  isFollowing: z.boolean(),
  /** The viewer has blocked this person (docs/PRODUCT.md#trust-and-safety): the profile offers "Engeli kaldır" instead of follow and message. */
  isBlocked: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  content: z.string(),
  timestamp: z.string(),
  is_read: z.boolean(),
  sender_id: z.number().int().nullable(),
  book_id: z.number().int().nullable(),
  chapter_id: z.number().int().nullable(),
  /** The comment a 'comment' notification is about (null for other types, or once deleted). */
  comment_id: z.number().int().nullable(),
  /** The post a 'moderation' notice about a removed post names (null otherwise, or once deleted). */
  post_id: z.number().int().nullable(),
  /** The paragraph (`data-pid`) the comment of a comment notification is on: its link opens that thread (null otherwise). */
  paragraph_id: z.string().nullable(),
  sender_username: z.string().nullable(),
  sender_profile_image_url: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const messageSchema = z.object({
  message_id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** The live 'new_message' event: the message plus its sender's public details (docs/PRODUCT.md#operator-and-tool-contracts). */
export const liveMessageSchema = messageSchema.extend({
  username: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const messageUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
});
export const conversationSchema = messageUserSchema.extend({
  messages: z.array(messageSchema),
  created_at: z.string(),
  last_message_at: z.string(),
  /** Messages the other person sent that this user has not read (their own never count). */
  unread_count: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /messages/unread-count and the answer of POST /messages/{userId}/read: unread messages in every conversation. */
export const unreadMessagesSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** POST /messages/{userId}/read: the newest message the client showed; everything up to it is read. */
export const markThreadReadBodySchema = z.object({ message_id: dbId() });

export const sendMessageBodySchema = z.object({
  recipient_username: z.string({ error: MSG.validUsernameRequired }).trim().min(1, MSG.validUsernameRequired).max(30, MSG.validUsernameRequired),
  content: z.string({ error: MSG.messageEmpty }).trim().min(1, MSG.messageEmpty).max(MESSAGE_MAX_CHARS, MSG.messageTooLong),
});

export const postCommentSchema = z.object({
  comment_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  is_liked: z.boolean(),
  /** Only on the viewer's own comment that a moderator removed (docs/PRODUCT.md#trust-and-safety): shown to them alone, read-only. */
  removed: removalSchema.optional(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  is_liked: z.boolean(),
  comments: z.array(postCommentSchema),
  comments_count: z.number().int(),
  /** Only on the viewer's own post that a moderator removed (docs/PRODUCT.md#trust-and-safety): listed on their own page alone, read-only. */
  removed: removalSchema.optional(),
});
export type Post = z.infer<typeof postSchema>;

const postContent = z.string({ error: MSG.postEmpty }).trim().min(1, MSG.postEmpty).max(POST_MAX_CHARS, MSG.postTooLong);
/** Bodies carry userId (docs/PRODUCT.md#api); the token decides who acts and a different id is refused. */
export const createPostBodySchema = z.object({ userId: dbId().optional(), content: postContent });
export const createPostCommentBodySchema = z.object({
  userId: dbId().optional(),
  postId: dbId().optional(),
  content: z.string({ error: MSG.commentEmpty }).trim().min(1, MSG.commentEmpty).max(POST_MAX_CHARS, MSG.commentTooLong),
});
export const userIdBodySchema = z.object({ userId: dbId().optional() }).default({});

export const createPostResponseSchema = z.object({ postId: z.number().int(), post: postSchema });
export const createPostCommentResponseSchema = z.object({ commentId: z.number().int(), comment: postCommentSchema });
/** Post and post-comment likes answer the new count as likes_count (the reader's chapter likes say likes). */
export const postLikeResponseSchema = z.object({ isLiked: z.boolean(), likes_count: z.number().int() });

/** The post and post-comment report: a reason key (docs/PRODUCT.md#trust-and-safety) or, as before, its Turkish label. */
export const reportBodySchema = z.object({
  reason: z.union([z.enum(REPORT_REASON_KEYS, { error: MSG.reportReasonRequired }), z.enum(REPORT_REASONS, { error: MSG.reportReasonRequired })], { error: MSG.reportReasonRequired }),
  description: z.string().trim().max(REPORT_DESCRIPTION_MAX, MSG.reportTooLong).default(''),
});

export const suggestedAuthorSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
  followers_count: z.number().int(),
  is_following: z.boolean(),
});
export const trendingBookSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  author: z.string(),
  total_views: z.number().int(),
  cover_image_url: z.string().nullable(),
});
export const authorsBooksResponseSchema = z.object({
  authors: z.array(suggestedAuthorSchema),
  books: z.array(trendingBookSchema),
});
export type AuthorsBooksResponse = z.infer<typeof authorsBooksResponseSchema>;

export const authorIdBodySchema = z.object({ authorId: dbId() });
