import { describe, expect, it } from 'vitest';
import { MODERATION_MSG } from './moderation';
import { moderationDecisionBodySchema, moderationDecisionFormSchema } from './moderation-schemas';

const firstMessage = (input: unknown) => moderationDecisionFormSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('moderation decision form', () => {
  it('lets a dismissal go without a note but not a removal or a suspension', () => {
    expect(moderationDecisionFormSchema.parse({ action: 'dismiss', note: '  ', suspendDays: '' })).toEqual({ action: 'dismiss', note: '' });
    expect(firstMessage({ action: 'remove', note: '   ', suspendDays: '' })).toBe(MODERATION_MSG.noteRequired);
    expect(firstMessage({ action: 'suspend_author', note: '', suspendDays: '' })).toBe(MODERATION_MSG.noteRequired);
  });

  it('reads an empty days field as indefinitely and checks the range with the body’s message', () => {
    expect(moderationDecisionFormSchema.parse({ action: 'suspend_author', note: 'Taciz.', suspendDays: '' })).toEqual({
      action: 'suspend_author',
      note: 'Taciz.',
    });
    expect(moderationDecisionFormSchema.parse({ action: 'suspend_author', note: 'Taciz.', suspendDays: '7' }).suspendDays).toBe(7);
    expect(firstMessage({ action: 'suspend_author', note: 'Taciz.', suspendDays: '0' })).toBe(MODERATION_MSG.suspendDaysInvalid);
    expect(firstMessage({ action: 'suspend_author', note: 'Taciz.', suspendDays: '3651' })).toBe(MODERATION_MSG.suspendDaysInvalid);
  });

  it('leaves the call’s body as it was: no note needed, legal notices only dismissed', () => {
    expect(moderationDecisionBodySchema.safeParse({ targetType: 'comment', targetId: 3, action: 'remove' }).success).toBe(true);
    expect(moderationDecisionBodySchema.safeParse({ targetType: 'legal_notice', targetId: 3, action: 'remove' }).error?.issues[0]?.message).toBe(
      MODERATION_MSG.legalNoticeAction,
    );
  });
});
