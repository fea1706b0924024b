import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { MESSAGES_FROM, SAFETY_MSG } from './safety';

export const privacyBodySchema = z.object({
  messages_from: z.enum(MESSAGES_FROM, { error: MSG.badRequest }),
});
export type PrivacyBody = z.infer<typeof privacyBodySchema>;

export const privacySettingsSchema = z.object({
  /** What applies: for an under-18 reader never more open than `following`. */
  messages_from: z.enum(MESSAGES_FROM),
  /** True for readers under 18: the choice is fixed at `following` at most. */
  minor_protected: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** One person on the caller's block or mute list. */
export const relationUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  profile_image_url: z.string().nullable(),
  created_at: z.string(),
});
export type RelationUser = z.infer<typeof relationUserSchema>;


export const deleteAccountBodySchema = z.object({
  password: z.string({ error: SAFETY_MSG.passwordRequired }).min(1, SAFETY_MSG.passwordRequired).max(LIMITS.maxPasswordLength),
});

// ---- the KVKK export: everything stored about one person ----

const ts = z.string();
const id = z.number().int();

export const accountExportSchema = z.object({
  exported_at: ts,
  profile: z.object({
    user_id: id,
    username: z.string(),
    email: z.string(),
    full_name: z.string(),
    bio: z.string(),
    birth_date: z.string(),
    profile_image_url: z.string().nullable(),
    messages_from: z.enum(MESSAGES_FROM),
    created_at: ts,
    updated_at: ts,
  }),
  stories: z.array(
    z.object({
      book_id: id,
      title: z.string(),
      description: z.string(),
      category_id: id,
      is_published: z.boolean(),
      is_mature_content: z.boolean(),
      cover_image_url: z.string().nullable(),
      created_at: ts,
      chapters: z.array(z.object({ chapter_id: id, chapter_number: id, title: z.string(), content: z.string(), is_published: z.boolean(), created_at: ts })),
    }),
  ),
  comments: z.array(z.object({ comment_id: id, chapter_id: id, parent_comment_id: id.nullable(), content: z.string(), created_at: ts })),
  likes: z.object({
    chapters: z.array(z.object({ chapter_id: id, created_at: ts })),
    comments: z.array(z.object({ comment_id: id, created_at: ts })),
    posts: z.array(z.object({ post_id: id, created_at: ts })),
    post_comments: z.array(z.object({ comment_id: id, created_at: ts })),
  }),
  library: z.array(z.object({ book_id: id, added_at: ts })),
  reading_progress: z.array(z.object({ book_id: id, chapter_id: id.nullable(), scroll_y: z.number(), first_opened_at: ts, updated_at: ts })),
  follows: z.object({
    following: z.array(z.object({ user_id: id, username: z.string(), created_at: ts })),
    followers: z.array(z.object({ user_id: id, username: z.string(), created_at: ts })),
  }),
  blocks: z.array(z.object({ user_id: id, username: z.string(), created_at: ts })),
  mutes: z.array(z.object({ user_id: id, username: z.string(), created_at: ts })),
  messages: z.array(z.object({ message_id: id, sender_id: id, recipient_id: id, content: z.string(), created_at: ts })),
  posts: z.array(z.object({ post_id: id, content: z.string(), created_at: ts })),
  post_comments: z.array(z.object({ comment_id: id, post_id: id, content: z.string(), created_at: ts })),
  reports: z.array(z.object({ report_id: id, target_type: z.string(), target_id: id, reason: z.string(), description: z.string(), created_at: ts })),
  notifications: z.array(z.object({ id, type: z.string(), content: z.string(), is_read: z.boolean(), created_at: ts })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
