import { ERROR_CODES, MODERATION_CODES, MODERATION_MSG, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { authorize, can, type Ability, type Actor } from './abilities';

/*
 * Every ability over every kind of actor (issue 29): who owns the subject, someone else, a
 * visitor, a minor, a moderator, an admin, a suspended account and someone the owner blocked.
 * Minors, suspension and blocks are not abilities (they are visibility rules in books.ts,
 * blocks.ts and people.ts, and a suspended account's token is refused before any service
 * runs); the matrix states that they change nothing here, so a rule that starts to depend on
 * them is a decision made on purpose.
 */

const OWNER = 7;
const actors: Record<string, Actor | null> = {
  owner: { id: OWNER, role: 'user' },
  other: { id: 8, role: 'user' },
  visitor: null,
  minor: { id: 9, role: 'user' },
  moderator: { id: 10, role: 'moderator' },
  admin: { id: 11, role: 'admin' },
  suspended: { id: 12, role: 'user' },
  blocked: { id: 13, role: 'user' },
  // A caller as the token gives it, role not read: never staff.
  tokenOnly: { id: 14 },
};
type Who = keyof typeof actors;

const owned = { userId: OWNER, authorId: OWNER };
const cases: { ability: Ability; subject: (actor: Actor | null) => unknown; allowed: Who[] }[] = [
  // The id a body or path repeats is the actor's own, or absent.
  { ability: 'actAs', subject: (a) => a?.id, allowed: ['owner', 'other', 'minor', 'moderator', 'admin', 'suspended', 'blocked', 'tokenOnly'] },
  { ability: 'actAs', subject: () => OWNER, allowed: ['owner'] },
  { ability: 'deleteChapterComment', subject: () => owned, allowed: ['owner'] },
  // The story's author, whoever wrote the comment; staff remove through the queue instead.
  { ability: 'deleteCommentOnOwnStory', subject: () => owned, allowed: ['owner'] },
  { ability: 'changeStoryCommentSettings', subject: () => owned, allowed: ['owner'] },
  { ability: 'deletePost', subject: () => owned, allowed: ['owner'] },
  { ability: 'deletePostComment', subject: () => owned, allowed: ['owner'] },
  { ability: 'moderate', subject: () => null, allowed: ['moderator', 'admin'] },
  { ability: 'decideOn', subject: () => owned, allowed: ['other', 'minor', 'moderator', 'admin', 'suspended', 'blocked', 'tokenOnly'] },
  { ability: 'suspend', subject: () => ({ role: 'user' }), allowed: ['owner', 'other', 'minor', 'moderator', 'admin', 'suspended', 'blocked', 'tokenOnly'] },
  { ability: 'suspend', subject: () => ({ role: 'moderator' }), allowed: [] },
  { ability: 'suspend', subject: () => ({ role: 'admin' }), allowed: [] },
  { ability: 'report', subject: () => owned, allowed: ['other', 'minor', 'moderator', 'admin', 'suspended', 'blocked', 'tokenOnly'] },
];

describe('abilities', () => {
  for (const { ability, subject, allowed } of cases) {
    it(`${ability} ${JSON.stringify(subject(actors.other ?? null))}: ${allowed.join(', ') || 'nobody'}`, () => {
      const answers = Object.fromEntries(Object.entries(actors).map(([who, actor]) => [who, can(actor, ability, subject(actor) as never)]));
      expect(answers).toEqual(Object.fromEntries(Object.keys(actors).map((who) => [who, allowed.includes(who as Who)])));
    });
  }

  it('refuses with each ability’s own message and code', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
        return null;
      } catch (error) {
        const e = error as AppError;
        return { status: e.statusCode, message: e.message, code: e.code };
      }
    };
    const other = actors.other!;
    expect(refusal(() => authorize(other, 'actAs', OWNER))).toEqual({ status: 403, message: MSG.notYourAccount, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => authorize(other, 'deleteChapterComment', owned))).toEqual({ status: 403, message: MSG.commentDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => authorize(other, 'deleteCommentOnOwnStory', owned))).toEqual({ status: 403, message: MSG.commentDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => authorize(actors.admin!, 'changeStoryCommentSettings', owned))).toEqual({ status: 404, message: MSG.storyNotFound, code: ERROR_CODES.NOT_FOUND });
    expect(refusal(() => authorize(other, 'deletePost', owned))).toEqual({ status: 403, message: MSG.postDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => authorize(other, 'moderate', null))).toEqual({ status: 403, message: MODERATION_MSG.moderatorOnly, code: MODERATION_CODES.MODERATOR_ONLY });
    expect(refusal(() => authorize(actors.owner!, 'decideOn', owned))).toEqual({ status: 403, message: MODERATION_MSG.cannotModerateSelf, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => authorize(actors.moderator!, 'suspend', { role: 'admin' }))).toEqual({ status: 403, message: MODERATION_MSG.cannotSuspendStaff, code: 'FORBIDDEN' });
    expect(refusal(() => authorize(actors.owner!, 'report', owned))).toEqual({ status: 403, message: MODERATION_MSG.reportOwnContent, code: MODERATION_CODES.REPORT_OWN_CONTENT });
    expect(refusal(() => authorize(actors.owner!, 'deletePost', owned))).toBeNull();
  });
});
