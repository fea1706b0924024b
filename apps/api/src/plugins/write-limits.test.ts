import { ERROR_CODES, MSG, REPORT_REASONS } from '@okuryazar/shared';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters, comments, messages, postComments, posts, reports } from '../db/schema';
import { WRITE_LIMITS, type WriteAction } from '../lib/write-limits';
import { createChapter, createStory, postNewStory, sampleCover, storyFields } from '../../test/authoring';
import { coverPart } from '../../test/multipart';
import { insertBook } from '../../test/fixtures';
import { bearer, registerAndLogin, type RegisteredUser } from '../../test/helpers';
import { useTestApp } from '../../test/app-fixture';

const { t, author } = useTestApp({ author: {} });
let book: { id: number; chapterIds: number[] };
let chapterId: number;

beforeAll(async () => {
  book = await insertBook(t.database.db, author.id, {}, 1);
  chapterId = book.chapterIds[0]!;
});

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function insertPost(userId: number): Promise<number> {
  const [row] = await t.database.db.insert(posts).values({ userId, content: 'Bir gönderi.' }).returning({ id: posts.id });
  return row!.id;
}

function expectRefused(res: LightMyRequestResponse, windowMs: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ message: MSG.tooFast, code: ERROR_CODES.RATE_LIMITED });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/**
 * The contract every limited action keeps: `max` writes in the burst window pass, the next
 * one is a 429 that writes nothing, another account is unaffected, and the window ends.
 */
async function checkBurstLimit(
  action: WriteAction,
  attempt: (user: RegisteredUser, i: number) => Promise<LightMyRequestResponse>,
  written?: () => Promise<number>,
) {
  const { max, windowMs } = WRITE_LIMITS[action][0];
  const [user, other] = [await registerAndLogin(t.app), await registerAndLogin(t.app)];
  // Start a fresh window so earlier tests' clock moves do not split this one.
  t.clock.advance(DAY);
  for (let i = 0; i < max; i += 1) {
    const res = await attempt(user, i);
    expect(res.statusCode, `${action} #${i + 1}: ${res.body}`).toBeLessThan(300);
  }
  const before = await written?.();
  expectRefused(await attempt(user, max), windowMs);
  if (written) expect(await written()).toBe(before);

  const fromOther = await attempt(other, 0);
  expect(fromOther.statusCode, fromOther.body).toBeLessThan(300);

  t.clock.advance(windowMs);
  const afterWindow = await attempt(user, max);
  expect(afterWindow.statusCode, afterWindow.body).toBeLessThan(300);
}

const rows = (table: typeof books | typeof comments | typeof messages | typeof posts | typeof postComments | typeof reports) => async () => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
};

/** Each account's own story with one chapter, made on the account's first call and kept for the next. */
function ownChapterPerAccount() {
  const made = new Map<number, { bookId: number; chapterId: number }>();
  return async (user: RegisteredUser) => {
    let mine = made.get(user.id);
    if (!mine) {
      const bookId = await createStory(t.app, user);
      mine = { bookId, chapterId: await createChapter(t.app, user, { book_id: bookId }) };
      made.set(user.id, mine);
    }
    return mine;
  };
}

describe('per-account write limits', () => {
  it('limits chapter comments and replies with one budget', async () => {
    const url = `/api/bookReader/books/${book.id}/chapters/${chapterId}/comments`;
    const [root] = await t.database.db.insert(comments).values({ userId: author.id, chapterId, content: 'Kök yorum' }).returning({ id: comments.id });
    await checkBurstLimit(
      'comment',
      (user, i) => call('POST', url, user, i % 2 ? { content: `Yanıt ${i}`, parent_comment_id: root!.id } : { content: `Yorum ${i}` }),
      rows(comments),
    );
  });

  it('limits messages', async () => {
    await checkBurstLimit('message', (user, i) => call('POST', '/api/messages', user, { recipient_username: author.username, content: `Merhaba ${i}` }), rows(messages));
  });

  it('limits posts per minute and per day', async () => {
    await checkBurstLimit('post', (user, i) => call('POST', '/api/community/posts', user, { userId: user.id, content: `Gönderi ${i}` }), rows(posts));

    const [burst, daily] = WRITE_LIMITS.post;
    const user = await registerAndLogin(t.app);
    t.clock.advance(DAY);
    for (let i = 0; i < daily.max; i += 1) {
      // Spread over minutes so only the daily tier can refuse.
      if (i > 0 && i % burst.max === 0) t.clock.advance(burst.windowMs);
      const res = await call('POST', '/api/community/posts', user, { userId: user.id, content: `Günlük ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    t.clock.advance(burst.windowMs);
    const refused = await call('POST', '/api/community/posts', user, { userId: user.id, content: 'Bir tane daha' });
    expectRefused(refused, daily.windowMs);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(burst.windowMs / 1000);
  });

  it('limits post comments on Community and Discover with one budget', async () => {
    const postId = await insertPost(author.id);
    await checkBurstLimit(
      'postComment',
      (user, i) => call('POST', `/api/${i % 2 ? 'discover' : 'community'}/posts/${postId}/comments`, user, { content: `Yorum ${i}` }),
      rows(postComments),
    );
  });

  it('limits reports of posts and post comments', async () => {
    const targets = await Promise.all(Array.from({ length: 2 * WRITE_LIMITS.report[0].max + 2 }, () => insertPost(author.id)));
    let next = 0;
    await checkBurstLimit(
      'report',
      (user) => call('POST', `/api/community/posts/${targets[next++]}/report`, user, { reason: REPORT_REASONS[0] }),
      rows(reports),
    );
  });

  it('limits follows and unfollows from search, Discover and profiles with one budget', async () => {
    const target = author;
    const routes = [
      (u: RegisteredUser) => call('POST', `/api/search/follow/${u.id}/${target.id}`, u),
      (u: RegisteredUser) => call('POST', `/api/search/unfollow/${u.id}/${target.id}`, u),
      (u: RegisteredUser) => call('POST', '/api/discover/follow', u, { authorId: target.id }),
      (u: RegisteredUser) => call('POST', '/api/discover/unfollow', u, { authorId: target.id }),
      (u: RegisteredUser) => call('POST', `/api/profile/follow/${target.id}`, u),
      (u: RegisteredUser) => call('POST', `/api/profile/unfollow/${target.id}`, u),
    ];
    await checkBurstLimit('follow', (user, i) => routes[i % routes.length]!(user));
  });

  it('limits likes of chapters, chapter comments, posts and post comments with one budget', async () => {
    const [comment] = await t.database.db.insert(comments).values({ userId: author.id, chapterId, content: 'Beğenilecek' }).returning({ id: comments.id });
    const postId = await insertPost(author.id);
    const [postComment] = await t.database.db.insert(postComments).values({ postId, userId: author.id, content: 'Beğenilecek' }).returning({ id: postComments.id });
    const routes = [
      (u: RegisteredUser) => call('POST', `/api/bookReader/chapters/${chapterId}/like`, u),
      (u: RegisteredUser) => call('POST', `/api/bookReader/comments/${comment!.id}/like`, u),
      (u: RegisteredUser) => call('POST', `/api/community/posts/${postId}/like`, u),
      (u: RegisteredUser) => call('POST', `/api/discover/comments/${postComment!.id}/like`, u),
    ];
    await checkBurstLimit('like', (user, i) => routes[i % routes.length]!(user));
  });

  it('limits new stories', async () => {
    const cover = coverPart(await sampleCover());
    await checkBurstLimit('story', (user) => postNewStory(t.app, user.token, storyFields(), cover), rows(books));
  });

  it('limits publishing and unpublishing chapters with one budget', async () => {
    // Each account publishes its own chapter; the story is made once per account.
    const own = ownChapterPerAccount();
    await checkBurstLimit('publish', async (user, i) => {
      const { bookId, chapterId: id } = await own(user);
      return call('POST', `/api/preview/chapters/${id}/${i % 2 ? 'unpublish' : 'publish'}`, user, { book_id: bookId });
    });
  });

  it('limits closing and reopening a story’s comments', async () => {
    // Each account closes its own story, made once per account.
    const stories = new Map<number, number>();
    const own = async (user: RegisteredUser) => {
      if (!stories.has(user.id)) stories.set(user.id, (await insertBook(t.database.db, user.id)).id);
      return stories.get(user.id)!;
    };
    await checkBurstLimit('commentSettings', async (user, i) => call('PUT', `/api/stories/${await own(user)}/comment-settings`, user, { closed: i % 2 === 0 }));
  });

  it('counts a save that publishes or unpublishes against the same budget (issue 27 item 2)', async () => {
    const own = ownChapterPerAccount();
    const published = async () => {
      const [row] = await t.database.db.select({ n: count() }).from(chapters).where(eq(chapters.isPublished, true));
      return Number(row?.n ?? 0);
    };
    // New published chapters, the publish call and saves that flip the flag: one budget.
    await checkBurstLimit(
      'publish',
      async (user, i) => {
        const { bookId, chapterId: id } = await own(user);
        if (i % 3 === 0) return call('POST', '/api/stories/chapters', user, { book_id: bookId, title: `Yeni ${i}`, content: '<p>Metin</p>', is_published: true });
        if (i % 3 === 1) return call('POST', `/api/preview/chapters/${id}/publish`, user, { book_id: bookId });
        return call('POST', '/api/stories/chapters', user, { book_id: bookId, chapter_id: id, title: 'Bölüm', content: '<p>Metin</p>', is_published: false });
      },
      published,
    );
    // Only the flag's change counts: a full budget still saves a published chapter's text, and drafts.
    const user = await registerAndLogin(t.app);
    t.clock.advance(DAY);
    const { bookId, chapterId: id } = await own(user);
    for (let i = 0; i < WRITE_LIMITS.publish[0].max; i += 1) {
      const res = await call('POST', `/api/preview/chapters/${id}/${i % 2 ? 'unpublish' : 'publish'}`, user, { book_id: bookId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expectRefused(await call('POST', '/api/stories/chapters', user, { book_id: bookId, title: 'Spam', content: '<p>spam</p>', is_published: true }), HOUR);
    expectRefused(await call('POST', '/api/stories/chapters', user, { book_id: bookId, chapter_id: id, title: 'Bölüm', content: '<p>Metin</p>', is_published: true }), HOUR);
    const draft = await call('POST', '/api/stories/chapters', user, { book_id: bookId, title: 'Taslak', content: '<p>Taslak</p>', is_published: false });
    expect(draft.statusCode, draft.body).toBe(200);
    const edit = await call('POST', '/api/stories/chapters', user, { book_id: bookId, chapter_id: id, title: 'Bölüm', content: '<p>Düzeltilmiş metin</p>' });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('still answers 401 without a token and does not count malformed bodies', async () => {
    const noToken = await t.app.inject({ method: 'POST', url: '/api/messages', payload: { recipient_username: author.username, content: 'x' } });
    expect(noToken.statusCode).toBe(401);

    const user = await registerAndLogin(t.app);
    t.clock.advance(DAY);
    for (let i = 0; i < WRITE_LIMITS.post[0].max + 3; i += 1) {
      expect((await call('POST', '/api/community/posts', user, { userId: user.id, content: '' })).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/community/posts', user, { userId: user.id, content: 'Geçerli' })).statusCode).toBe(201);
  });
});
