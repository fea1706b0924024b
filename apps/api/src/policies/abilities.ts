import { MODERATION_CODES, MODERATION_MSG, MSG } from '@okuryazar/shared';
import { AppError, forbidden, notFound } from '../lib/errors';

/** Whoever acts, as the token (and, for staff abilities, the role read fresh) says. */
export interface Actor {
  id: number;
  role?: string;
}

/**
 * What someone may do, each ability declared once with the refusal it answers; services ask
 * `can` or `authorize`, routes never decide. Visibility rules (who sees what: books.ts,
 * blocks.ts, people.ts, minors.ts) and the authoring 404s (authoring.ts) stay in their own
 * files, because a refusal there must look like "not found".
 */
const ABILITIES = {
  /** An id the client sends for the acting user only repeats the token's user (SPEC: userId in bodies and paths). */
  actAs: {
    allows: (actor: Actor, claimedUserId: number | undefined) => claimedUserId === undefined || claimedUserId === actor.id,
    refusal: () => forbidden(MSG.notYourAccount),
  },
  /** Only its writer deletes a comment on a chapter. */
  deleteChapterComment: {
    allows: (actor: Actor, comment: { userId: number | null }) => comment.userId === actor.id,
    refusal: () => forbidden(MSG.commentDeleteForbidden),
  },
  /**
   * The story's author deletes any comment on its chapters (the writer is told, without a
   * moderation record); anyone else who is not the writer is refused as by deleteChapterComment.
   */
  deleteCommentOnOwnStory: {
    allows: (actor: Actor, story: { authorId: number }) => story.authorId === actor.id,
    refusal: () => forbidden(MSG.commentDeleteForbidden),
  },
  /** Only its author closes or reopens a story's comments; to anyone else the story does not exist, as for every authoring call. */
  changeStoryCommentSettings: {
    allows: (actor: Actor, story: { authorId: number }) => story.authorId === actor.id,
    refusal: () => notFound(MSG.storyNotFound),
  },
  /** Only its writer deletes a post; a moderator removes it through the queue instead. */
  deletePost: {
    allows: (actor: Actor, post: { userId: number }) => post.userId === actor.id,
    refusal: () => forbidden(MSG.postDeleteForbidden),
  },
  /** Only its writer deletes a comment on a post. */
  deletePostComment: {
    allows: (actor: Actor, comment: { userId: number }) => comment.userId === actor.id,
    refusal: () => forbidden(MSG.commentDeleteForbidden),
  },
  /** Moderators and admins see the queue and the audit and decide; nobody else. */
  moderate: {
    allows: (actor: Actor, _subject: null) => actor.role === 'moderator' || actor.role === 'admin',
    refusal: () => new AppError(403, MODERATION_MSG.moderatorOnly, MODERATION_CODES.MODERATOR_ONLY),
  },
  /** A moderator never decides about their own content or account. */
  decideOn: {
    allows: (actor: Actor, target: { authorId: number | null }) => target.authorId !== actor.id,
    refusal: () => forbidden(MODERATION_MSG.cannotModerateSelf),
  },
  /** Staff accounts are not suspended through the queue: an admin changes roles first. */
  suspend: {
    allows: (_actor: Actor, person: { role: string }) => person.role !== 'moderator' && person.role !== 'admin',
    refusal: () => new AppError(403, MODERATION_MSG.cannotSuspendStaff, 'FORBIDDEN'),
  },
  /** Anything a reader sees may be reported, except their own. */
  report: {
    allows: (actor: Actor, target: { authorId: number | null }) => target.authorId !== actor.id,
    refusal: () => new AppError(403, MODERATION_MSG.reportOwnContent, MODERATION_CODES.REPORT_OWN_CONTENT),
  },
} as const;

export type Ability = keyof typeof ABILITIES;
type SubjectOf<A extends Ability> = Parameters<(typeof ABILITIES)[A]['allows']>[1];

/** Whether `actor` may do `ability` to `subject`; a visitor (null) may do none of these. */
export function can<A extends Ability>(actor: Actor | null, ability: A, subject: SubjectOf<A>): boolean {
  if (actor === null) return false;
  return (ABILITIES[ability].allows as (actor: Actor, subject: SubjectOf<A>) => boolean)(actor, subject);
}

/** `can`, or the ability's own refusal. */
export function authorize<A extends Ability>(actor: Actor, ability: A, subject: SubjectOf<A>): void {
  if (!can(actor, ability, subject)) throw ABILITIES[ability].refusal();
}
