import { MODERATION_MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { setUserRole } from './roles';

/** Issue 27 item 10: a legal notice about a moderator's own content goes to another moderator. */
const { t, writerModerator, otherModerator } = useTestApp({ writerModerator: {}, otherModerator: {} });
let book: { id: number; chapterIds: number[] };

beforeAll(async () => {
  await setUserRole(t.app.ctx.db, writerModerator.email, 'moderator');
  await setUserRole(t.app.ctx.db, otherModerator.email, 'moderator');
  book = await insertBook(t.database.db, writerModerator.id);
});

async function notice(url: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/legal-notices',
    payload: { name: 'Av. Ayşe Yılmaz', email: 'ayse@hukuk.com.tr', url, description: 'Eserim izinsiz yayımlanıyor.' },
    headers: { 'x-forwarded-for': nextIp() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().notice_id as number;
}
const decide = (who: RegisteredUser, noticeId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/moderation/decisions',
    payload: { targetType: 'legal_notice', targetId: noticeId, action: 'dismiss', note: 'İncelendi' },
    headers: bearer(who.token),
  });

describe('a legal notice about a moderator’s own content', () => {
  it.each([
    (id: { book: number; chapter: number; user: number }) => `https://okuryazar.com.tr/book/${id.book}`,
    (id: { book: number; chapter: number; user: number }) => `http://localhost:3000/read/${id.book}/${id.chapter}`,
    (id: { book: number; chapter: number; user: number }) => `https://okuryazar.com.tr/profile/${id.user}`,
    (id: { book: number; chapter: number; user: number }) => `https://okuryazar.com.tr/community/${id.user}`,
  ])('is refused to them (403) and decided by another moderator: %#', async (address) => {
    const id = await notice(address({ book: book.id, chapter: book.chapterIds[0]!, user: writerModerator.id }));
    const own = await decide(writerModerator, id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: MODERATION_MSG.cannotModerateSelf });
    expect((await decide(otherModerator, id)).statusCode).toBe(200);
  });

  it('a notice about someone else’s content is theirs to decide', async () => {
    const id = await notice(`https://okuryazar.com.tr/profile/${otherModerator.id}`);
    expect((await decide(writerModerator, id)).statusCode).toBe(200);
    const nowhere = await notice('https://başka-site.example/yazi/12');
    expect((await decide(writerModerator, nowhere)).statusCode).toBe(200);
  });

  it('the comment named by a link decides: its writer, not the story’s author', async () => {
    const commenter = await registerAndLogin(t.app);
    const c = await t.app.inject({
      method: 'POST',
      url: `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`,
      payload: { content: 'Bir yorum' },
      headers: bearer(commenter.token),
    });
    const commentId = c.json().comment_id as number;
    const mine = await notice(`https://okuryazar.com.tr/read/${book.id}/${book.chapterIds[0]}#yorum-${commentId}`);
    expect((await decide(writerModerator, mine)).statusCode).toBe(200);
    await setUserRole(t.app.ctx.db, commenter.email, 'moderator');
    const theirs = await notice(`https://okuryazar.com.tr/read/${book.id}/${book.chapterIds[0]}#yorum-${commentId}`);
    expect((await decide(commenter, theirs)).statusCode).toBe(403);
  });
});
