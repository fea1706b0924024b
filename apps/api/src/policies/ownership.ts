import { MSG } from '@okuryazar/shared';
import { forbidden } from '../lib/errors';

/** Whoever acts: only the id matters, the token decided it. */
interface Actor {
  id: number;
}

/**
 * DESIGN §1: an id the client sends for the acting user (in a path such as
 * /search/follow/:userId/:authorId, or as userId in a body) only repeats the token's user;
 * a different one is refused with 403, never acted on. An absent id is fine.
 */
export function assertActingAs(actor: Actor, claimedUserId: number | undefined): void {
  if (claimedUserId !== undefined && claimedUserId !== actor.id) throw forbidden(MSG.notYourAccount);
}

/** Only its writer deletes a post or a comment; there are no moderators in the product. */
export function isWriterOf(actor: Actor, item: { userId: number }): boolean {
  return item.userId === actor.id;
}

/** A post of someone else: 403 with the post's own message. */
export function assertOwnPost(actor: Actor, post: { userId: number }): void {
  if (!isWriterOf(actor, post)) throw forbidden(MSG.postDeleteForbidden);
}

/** A comment (on a post or a chapter) of someone else: 403 with the comment's message. */
export function assertOwnComment(actor: Actor, comment: { userId: number }): void {
  if (!isWriterOf(actor, comment)) throw forbidden(MSG.commentDeleteForbidden);
}
