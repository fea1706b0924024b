import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { assertActingAs, assertOwnComment, assertOwnPost, isWriterOf } from './ownership';

const me = { id: 7 };

function refusal(action: () => void) {
  try {
    action();
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, message: error.message, code: error.code } : error;
  }
  return null;
}

describe('assertActingAs', () => {
  it('accepts the token’s own id and an absent one', () => {
    expect(refusal(() => assertActingAs(me, 7))).toBeNull();
    expect(refusal(() => assertActingAs(me, undefined))).toBeNull();
  });

  it('refuses another user’s id with 403', () => {
    expect(refusal(() => assertActingAs(me, 8))).toEqual({ status: 403, message: MSG.notYourAccount, code: ERROR_CODES.FORBIDDEN });
  });
});

describe('post and comment ownership', () => {
  it('lets the writer delete', () => {
    expect(isWriterOf(me, { userId: 7 })).toBe(true);
    expect(refusal(() => assertOwnPost(me, { userId: 7 }))).toBeNull();
    expect(refusal(() => assertOwnComment(me, { userId: 7 }))).toBeNull();
  });

  it('refuses anyone else with 403 and the item’s own message', () => {
    expect(isWriterOf(me, { userId: 8 })).toBe(false);
    expect(refusal(() => assertOwnPost(me, { userId: 8 }))).toEqual({ status: 403, message: MSG.postDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
    expect(refusal(() => assertOwnComment(me, { userId: 8 }))).toEqual({ status: 403, message: MSG.commentDeleteForbidden, code: ERROR_CODES.FORBIDDEN });
  });
});
