import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { apiCalls, useTestApp } from '../../../test/app-fixture';
import { setUserRole } from './roles';

/** Issue 27 item 8: the moderation queue lists a report about a conversation with a minor first. */
const { t, moderator } = useTestApp({ moderator: {} });
let minor: RegisteredUser;
let adult: RegisteredUser;
let other: RegisteredUser;

const { ok } = apiCalls(t, { step: 60_000 });
const report = (who: RegisteredUser, targetType: string, targetId: number) =>
  ok('POST', '/api/reports', who, { targetType, targetId, reason: 'harassment', description: '' }, 201);

beforeAll(async () => {
  await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
  minor = await registerAndLogin(t.app, { birthDate: '2013-03-01' });
  adult = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
});

describe('the moderation queue', () => {
  it('lists reports about a conversation with a minor before older ones between adults', async () => {
    const book = await insertBook(t.database.db, other.id);
    const base = `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`;
    // Oldest: an adult's comment reported by another adult.
    const adultComment = (await ok('POST', base, adult, { content: 'Yetişkin yorumu' }, 201)) as { comment_id: number };
    await report(other, 'comment', adultComment.comment_id);
    // Then: a stranger's reply to the minor's comment, reported by the minor.
    const minorComment = (await ok('POST', base, minor, { content: 'Benim yorumum' }, 201)) as { comment_id: number };
    const reply = (await ok('POST', base, adult, { content: 'Uygunsuz yanıt', parentCommentId: minorComment.comment_id }, 201)) as { comment_id: number };
    await report(minor, 'comment', reply.comment_id);
    // Then: an adult's message to the minor (who follows them, so it may be sent).
    await ok('POST', `/api/profile/follow/${adult.id}`, minor);
    const message = (await ok('POST', '/api/messages', adult, { recipient_username: minor.username, content: 'Selam' }, 201)) as { message_id: number };
    await report(minor, 'message', message.message_id);
    // Newest: an adult's post reported by another adult.
    const post = (await ok('POST', '/api/community/posts', adult, { userId: adult.id, content: 'Gönderi' }, 201)) as { postId: number };
    await report(other, 'post', post.postId);

    const items = (await ok('GET', '/api/moderation/reports?limit=50', moderator)).items as { target_type: string; target_id: number }[];
    expect(items.map((i) => `${i.target_type}:${i.target_id}`)).toEqual([
      `comment:${reply.comment_id}`,
      `message:${message.message_id}`,
      `comment:${adultComment.comment_id}`,
      `post:${post.postId}`,
    ]);
  });
});
