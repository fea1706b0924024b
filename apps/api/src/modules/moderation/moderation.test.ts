import { MODERATION_MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { books, chapters, conversations, messages, postComments, posts, reports } from '../../db/schema';
import { setUserRole } from './roles';

/**
 * docs/PRODUCT.md#trust-and-safety through the API: who may call each moderation call (user, moderator, admin,
 * visitor, the content's author), and what a decision does to lists, counts, logins and
 * tokens. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const { t, reader, author, commenter, moderator, admin } = useTestApp({ reader: {}, author: {}, commenter: {}, moderator: {}, admin: {} });
let book: { id: number; chapterIds: number[] };
let draft: { id: number; chapterIds: number[] };
let commentId: number;
let postId: number;
let postCommentId: number;
let messageToReader: number;
let messageToAuthor: number;

const inject = (method: 'GET' | 'POST', url: string, who: RegisteredUser | null, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(who ? bearer(who.token) : {}), 'x-forwarded-for': nextIp() } });

async function sendMessage(from: RegisteredUser, to: RegisteredUser, content: string) {
  const [low, high] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
  const [conversation] = await t.app.ctx.db
    .insert(conversations)
    .values({ userLowId: low, userHighId: high })
    .onConflictDoUpdate({ target: [conversations.userLowId, conversations.userHighId], set: { lastMessageAt: new Date() } })
    .returning({ id: conversations.id });
  const [row] = await t.app.ctx.db.insert(messages).values({ conversationId: conversation!.id, senderId: from.id, recipientId: to.id, content }).returning({ id: messages.id });
  return row!.id;
}

beforeAll(async () => {
  await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
  await setUserRole(t.app.ctx.db, admin.email, 'admin');
  book = await insertBook(t.app.ctx.db, author.id, {}, 2);
  draft = await insertBook(t.app.ctx.db, author.id, { isPublished: false, publishedAt: null }, 1);
  const comment = await inject('POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, commenter, { content: 'Kötü bir <b>yorum</b>' });
  expect(comment.statusCode).toBe(201);
  commentId = comment.json().comment_id;
  const [post] = await t.app.ctx.db.insert(posts).values({ userId: commenter.id, content: 'Bir gönderi' }).returning({ id: posts.id });
  postId = post!.id;
  const [pc] = await t.app.ctx.db.insert(postComments).values({ postId, userId: author.id, content: 'Gönderi yorumu' }).returning({ id: postComments.id });
  postCommentId = pc!.id;
  await t.app.ctx.db.update(posts).set({ commentsCount: 1 }).where(eq(posts.id, postId));
  messageToReader = await sendMessage(commenter, reader, 'Rahatsız edici mesaj');
  messageToAuthor = await sendMessage(commenter, author, 'Başkasına mesaj');
}, 60_000);

describe('POST /api/reports', () => {
  it('visitors get 401; a bad type or reason is a 400', async () => {
    expect((await inject('POST', '/api/reports', null, { targetType: 'story', targetId: book.id, reason: 'hate' })).statusCode).toBe(401);
    expect((await inject('POST', '/api/reports', reader, { targetType: 'book', targetId: book.id, reason: 'hate' })).statusCode).toBe(400);
    expect((await inject('POST', '/api/reports', reader, { targetType: 'story', targetId: book.id, reason: 'Nefret söylemi' })).statusCode).toBe(400);
  });

  it('every target type can be reported once by a reader who can see it; again is a 409', async () => {
    const targets = [
      ['story', book.id],
      ['chapter', book.chapterIds[1]],
      ['comment', commentId],
      ['post', postId],
      ['post_comment', postCommentId],
      ['user', commenter.id],
      ['message', messageToReader],
    ] as const;
    for (const [targetType, targetId] of targets) {
      const res = await inject('POST', '/api/reports', reader, { targetType, targetId, reason: 'harassment', description: 'Lütfen bakın' });
      expect(res.statusCode, targetType).toBe(201);
      expect(res.json().report_id).toBeGreaterThan(0);
    }
    const again = await inject('POST', '/api/reports', reader, { targetType: 'story', targetId: book.id, reason: 'other' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'REPORT_DUPLICATE']);
  });

  it('moderators and admins may report like anyone', async () => {
    for (const who of [moderator, admin]) {
      expect((await inject('POST', '/api/reports', who, { targetType: 'comment', targetId: commentId, reason: 'hate' })).statusCode).toBe(201);
    }
  });

  it('the author cannot report their own content (403 REPORT_OWN_CONTENT)', async () => {
    for (const [targetType, targetId] of [['story', book.id], ['chapter', book.chapterIds[0]], ['post_comment', postCommentId], ['user', author.id]] as const) {
      const res = await inject('POST', '/api/reports', author, { targetType, targetId, reason: 'other' });
      expect([res.statusCode, res.json().code], targetType).toEqual([403, 'REPORT_OWN_CONTENT']);
    }
    const ownMessage = await inject('POST', '/api/reports', commenter, { targetType: 'message', targetId: messageToReader, reason: 'other' });
    expect(ownMessage.statusCode).toBe(403);
  });

  it('what the reader cannot see is a 404: drafts, others’ messages, missing ids', async () => {
    // A fresh reader: the report budget (lib/write-limits.ts) counts every attempt.
    const other = await registerAndLogin(t.app);
    for (const [targetType, targetId] of [['story', draft.id], ['chapter', draft.chapterIds[0]], ['message', messageToAuthor], ['comment', 2_000_000], ['user', 2_000_000]] as const) {
      const res = await inject('POST', '/api/reports', other, { targetType, targetId, reason: 'other' });
      expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
    }
  });

  it('the older post-report calls take a key or a label and store the key', async () => {
    const label = await inject('POST', `/api/discover/posts/${postId}/report`, author, { reason: 'Dolandırıcılık' });
    expect(label.statusCode).toBe(201);
    const key = await inject('POST', `/api/community/comments/${postCommentId}/report`, commenter, { reason: 'intellectual_property' });
    expect(key.statusCode).toBe(201);
    const rows = await t.app.ctx.db.select({ reason: reports.reason }).from(reports).where(eq(reports.reporterId, author.id));
    expect(rows.map((r) => r.reason)).toEqual(['fraud']);
    const [pcReport] = await t.app.ctx.db.select({ reason: reports.reason }).from(reports).where(eq(reports.reporterId, commenter.id));
    expect(pcReport?.reason).toBe('intellectual_property');
    expect((await inject('POST', `/api/discover/posts/${postId}/report`, reader, { reason: 'yok böyle' })).statusCode).toBe(400);
  });
});

describe('POST /api/legal-notices', () => {
  it('needs no login, answers 201 with the id, validates, and is limited per address', async () => {
    const body = { name: 'Av. Ayşe Yılmaz', email: 'ayse@hukuk.com.tr', url: `http://localhost/kitap/${book.id}`, description: 'Eserim izinsiz yayımlanıyor.' };
    const ip = nextIp();
    const send = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/legal-notices', payload, headers: { 'x-forwarded-for': ip, ...headers } });
    const first = await send(body);
    expect(first.statusCode).toBe(201);
    expect(first.json().notice_id).toBeGreaterThan(0);
    expect((await send(body, bearer(reader.token))).statusCode).toBe(201);
    expect((await send({ ...body, url: 'javascript:alert(1)' })).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await send(body)).statusCode).toBe(201);
    const limited = await send(body);
    expect(limited.statusCode).toBe(429);
    // Another address is not affected.
    expect((await t.app.inject({ method: 'POST', url: '/api/legal-notices', payload: body, headers: { 'x-forwarded-for': nextIp() } })).statusCode).toBe(201);
  });
});

describe('moderation calls: who may call them', () => {
  const calls = [
    ['GET', '/api/moderation/reports', undefined],
    ['GET', '/api/moderation/audit', undefined],
    ['POST', '/api/moderation/decisions', () => ({ targetType: 'post', targetId: postId, action: 'dismiss', note: '' })],
  ] as const;

  it('visitors 401; users and the content’s author 403 MODERATOR_ONLY', async () => {
    for (const [method, url, body] of calls) {
      expect((await inject(method, url, null, body?.())).statusCode, url).toBe(401);
      for (const who of [reader, author, commenter]) {
        const res = await inject(method, url, who, body?.());
        expect([res.statusCode, res.json().code], url).toEqual([403, 'MODERATOR_ONLY']);
      }
    }
  });

  it('moderators and admins are served', async () => {
    for (const who of [moderator, admin]) {
      expect((await inject('GET', '/api/moderation/reports', who)).statusCode).toBe(200);
      expect((await inject('GET', '/api/moderation/audit', who)).statusCode).toBe(200);
    }
  });

  it('a moderator decides nothing about their own content', async () => {
    const [own] = await t.app.ctx.db.insert(posts).values({ userId: moderator.id, content: 'moderatörün gönderisi' }).returning({ id: posts.id });
    const res = await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'post', targetId: own!.id, action: 'remove', note: 'Kural dışı' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the queue', () => {
  it('lists one item per target, oldest first, with a safe preview, author, count, reasons and due_at; legal notices too', async () => {
    const res = await inject('GET', '/api/moderation/reports?status=open&limit=50', moderator);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: Array<Record<string, unknown>> };
    const comment = items.find((i) => i.target_type === 'comment' && i.target_id === commentId)!;
    expect(comment).toMatchObject({ preview: 'Kötü bir yorum', author: { user_id: commenter.id }, report_count: 3, reasons: ['harassment', 'hate'] });
    expect(Date.parse(comment.due_at as string) - Date.parse(comment.first_reported_at as string)).toBe(24 * 60 * 60 * 1000);
    const times = items.map((i) => Date.parse(i.first_reported_at as string));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(items.some((i) => i.target_type === 'legal_notice')).toBe(true);
    const paged = await inject('GET', '/api/moderation/reports?limit=2', moderator);
    expect(paged.json()).toMatchObject({ next_page: 2 });
    expect(paged.json().items).toHaveLength(2);
  });
});

describe('decisions', () => {
  it('remove: the comment leaves every list and count, the author and the reporters are notified, the reports are resolved', async () => {
    const [before] = await t.app.ctx.db.select({ n: chapters.comments }).from(chapters).where(eq(chapters.id, book.chapterIds[0]!));
    const [bookBefore] = await t.app.ctx.db.select({ n: books.totalComments }).from(books).where(eq(books.id, book.id));
    const res = await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'comment', targetId: commentId, action: 'remove', note: 'Hakaret içeriyor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().resolved_reports).toBe(3);

    const list = await inject('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments`, reader);
    expect(list.json().map((c: { comment_id: number }) => c.comment_id)).not.toContain(commentId);
    // Its author alone still sees it, read-only and marked with the note (removed-view.test.ts).
    const own = await inject('GET', `/api/bookReader/chapters/${book.chapterIds[0]}/comments`, commenter);
    expect(own.json().find((c: { comment_id: number }) => c.comment_id === commentId)).toMatchObject({ removed: { note: 'Hakaret içeriyor' } });
    expect((await inject('POST', `/api/bookReader/comments/${commentId}/like`, reader)).statusCode).toBe(404);
    const [after] = await t.app.ctx.db.select({ n: chapters.comments }).from(chapters).where(eq(chapters.id, book.chapterIds[0]!));
    const [bookAfter] = await t.app.ctx.db.select({ n: books.totalComments }).from(books).where(eq(books.id, book.id));
    expect([after!.n, bookAfter!.n]).toEqual([before!.n - 1, bookBefore!.n - 1]);

    const authorNotes = (await inject('GET', '/api/notifications', commenter)).json() as Array<{ type: string; content: string; sender_id: number | null }>;
    expect(authorNotes.find((n) => n.type === 'moderation')).toMatchObject({ sender_id: null, content: expect.stringContaining('Hakaret içeriyor') });
    // Reporters hear through the durable pipeline, in batches after the decision's commit.
    await t.app.jobs.runUntilIdle();
    const reporterNotes = (await inject('GET', '/api/notifications', reader)).json() as Array<{ type: string; content: string }>;
    const reviewed = reporterNotes.find((n) => n.type === 'moderation')!;
    expect(reviewed.content).toMatch(/incelendi/);
    expect(reviewed.content).not.toMatch(/Hakaret|kaldırıldı/);

    const open = (await inject('GET', '/api/moderation/reports?limit=50', moderator)).json().items as Array<{ target_type: string; target_id: number }>;
    expect(open.some((i) => i.target_type === 'comment' && i.target_id === commentId)).toBe(false);
    const resolved = (await inject('GET', '/api/moderation/reports?status=resolved&limit=50', admin)).json().items as Array<{ target_type: string; target_id: number; removed: boolean }>;
    expect(resolved.find((i) => i.target_type === 'comment' && i.target_id === commentId)).toMatchObject({ removed: true });
  });

  it('remove: a story leaves lists and links but stays readable, read-only, to its author', async () => {
    const res = await inject('POST', '/api/moderation/decisions', admin, { targetType: 'story', targetId: book.id, action: 'remove', note: 'Telif ihlali' });
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', `/api/books/${book.id}`, reader)).statusCode).toBe(404);
    expect((await inject('GET', `/api/books/${book.id}`, author)).statusCode).toBe(200);
    const edit = await inject('POST', `/api/stories/chapters/${book.chapterIds[0]}/publish`, author, { book_id: book.id });
    expect([404, 403]).toContain(edit.statusCode);
  });

  it('suspend_author: login refused with 403 SUSPENDED naming the end date, old tokens 401, content hidden', async () => {
    const res = await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'post', targetId: postId, action: 'suspend_author', note: 'Taciz', suspendDays: 7 });
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', '/api/header/headerInfo', commenter)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: commenter.email, password: commenter.password }, headers: { 'x-forwarded-for': nextIp() } });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('SUSPENDED');
    expect(login.json().message).toMatch(/22 Haziran 2026/);
    // A wrong password says nothing about the suspension.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: commenter.email, password: 'yanlis-sifre-1' }, headers: { 'x-forwarded-for': nextIp() } });
    expect(wrong.statusCode).toBe(401);
    const feed = (await inject('GET', '/api/discover/posts', reader)).json() as Array<{ post_id: number }>;
    expect(feed.map((p) => p.post_id)).not.toContain(postId);

    // After the end date the next login lifts the suspension.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const later = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: commenter.email, password: commenter.password }, headers: { 'x-forwarded-for': nextIp() } });
    expect(later.statusCode).toBe(200);
  });

  it('staff cannot be suspended; a user target cannot be "removed"; a legal notice is only dismissed', async () => {
    const [adminPost] = await t.app.ctx.db.insert(posts).values({ userId: admin.id, content: 'yönetici' }).returning({ id: posts.id });
    expect((await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'post', targetId: adminPost!.id, action: 'suspend_author', note: 'Taciz' })).statusCode).toBe(403);
    expect((await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'user', targetId: reader.id, action: 'remove', note: 'Kural dışı' })).statusCode).toBe(400);
    const notice = (await inject('GET', '/api/moderation/reports?limit=50', moderator)).json().items.find((i: { target_type: string }) => i.target_type === 'legal_notice');
    expect((await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'legal_notice', targetId: notice.target_id, action: 'remove', note: 'Kural dışı' })).statusCode).toBe(400);
    // Removing or suspending without a note is refused before anything happens.
    const noNote = await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'post', targetId: adminPost!.id, action: 'remove', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(MODERATION_MSG.noteRequired);
    expect((await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'legal_notice', targetId: notice.target_id, action: 'dismiss', note: 'İncelendi' })).statusCode).toBe(200);
    expect((await inject('POST', '/api/moderation/decisions', moderator, { targetType: 'comment', targetId: 2_000_000, action: 'dismiss', note: '' })).statusCode).toBe(404);
  });

  it('the audit lists every decision, newest first: who, when, what, note', async () => {
    const res = await inject('GET', '/api/moderation/audit?limit=50', admin);
    const items = res.json().items as Array<{ moderator: { username: string } | null; action: string; note: string; target_type: string; suspend_days: number | null }>;
    expect(items[0]).toMatchObject({ target_type: 'legal_notice', action: 'dismiss', note: 'İncelendi', moderator: { username: moderator.username } });
    expect(items.find((i) => i.action === 'suspend_author')).toMatchObject({ note: 'Taciz', suspend_days: 7 });
    expect(items.find((i) => i.target_type === 'story')).toMatchObject({ action: 'remove', moderator: { username: admin.username } });
  });
});
