import { BETA_LIMITS, BETA_MSG } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createChapter, createStory } from '../../../test/authoring';
import { apiCalls, useTestApp } from '../../../test/app-fixture';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { books, chapters, notifications } from '../../db/schema';

const { t, author } = useTestApp({ author: {} });
const { call, ok } = apiCalls(t);

type Created = { link_id: number; token: string; url: string };
type Links = { links: { link_id: number; state: string; reader: { id: number; username: string } | null; comment_count: number }[]; next_before: number | null };
type Comments = { comments: { id: number; content: string; paragraph_id: string | null; visibility: string; user: { id: number } }[]; next_after: number | null };

/** A story with a published chapter (paragraphs p1, p2) and a draft one. */
async function betaStory(title: string) {
  const id = await createStory(t.app, author, { title });
  const published = await createChapter(t.app, author, { book_id: id, title: 'Yayımlanan', content: '<p data-pid="p1">Bir.</p><p data-pid="p2">İki.</p>', is_published: true });
  const draft = await createChapter(t.app, author, { book_id: id, title: 'Taslak bölüm', content: '<p data-pid="d1">Henüz yayımlanmadı.</p>', is_published: false });
  return { id, published, draft };
}

const newLink = (storyId: number, body: object = {}) => ok<Created>('POST', `/api/stories/${storyId}/beta-links`, author, body, 201);
const open = (reader: RegisteredUser, token: string) => call('GET', `/api/beta/${token}`, reader);

describe('beta links: the author', () => {
  it('makes a link shown once, lists it with its reader and state, and ends it at once', async () => {
    const story = await betaStory('Beta Liste');
    const link = await newLink(story.id);
    expect(link.url).toBe(`/beta/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db.execute(sql`select token_hash from beta_links where id = ${link.link_id}`).then((r) => (r as unknown as { rows: { token_hash: string }[] }).rows);
    expect(stored!.token_hash).not.toContain(link.token);
    expect((await ok<Links>('GET', `/api/stories/${story.id}/beta-links`, author)).links).toEqual([
      expect.objectContaining({ link_id: link.link_id, state: 'waiting', reader: null, comment_count: 0 }),
    ]);

    const reader = await registerAndLogin(t.app);
    expect((await open(reader, link.token)).statusCode).toBe(200);
    expect((await ok<Links>('GET', `/api/stories/${story.id}/beta-links`, author)).links[0]).toMatchObject({ state: 'open', reader: { id: reader.id } });

    expect(await ok('DELETE', `/api/beta-links/${link.link_id}`, author)).toMatchObject({ state: 'ended' });
    const closed = await open(reader, link.token);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(BETA_MSG.linkNotFound);
    expect((await call('GET', `/api/beta/${link.token}/chapters/${story.draft}`, reader)).statusCode).toBe(404);
  });

  it('is the author’s alone: anyone else making, listing or ending links gets "not found"', async () => {
    const story = await betaStory('Beta Yazarın');
    const link = await newLink(story.id);
    const other = await registerAndLogin(t.app);
    expect((await call('POST', `/api/stories/${story.id}/beta-links`, other, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/stories/${story.id}/beta-links`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/beta-links/${link.link_id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/stories/chapters/${story.published}/beta-comments`, other)).statusCode).toBe(404);
  });

  it('checks the expiry and ends a link when it passes; holds at most 50 live links a story', async () => {
    const story = await betaStory('Beta Süre');
    for (const expires_at of ['2020-01-01T00:00:00Z', new Date(t.clock() + 400 * 86_400_000).toISOString(), 'yarın']) {
      const res = await call('POST', `/api/stories/${story.id}/beta-links`, author, { expires_at });
      expect(res.statusCode, expires_at).toBe(400);
      expect(res.json().message).toBe(BETA_MSG.expiryInvalid);
    }
    const soon = await newLink(story.id, { expires_at: new Date(t.clock() + 3_600_000).toISOString() });
    const reader = await registerAndLogin(t.app);
    expect((await open(reader, soon.token)).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await open(reader, soon.token)).statusCode).toBe(404);
    expect((await ok<Links>('GET', `/api/stories/${story.id}/beta-links`, author)).links[0]).toMatchObject({ state: 'expired' });

    await t.database.db.execute(sql`insert into beta_links (book_id, token_hash) select ${story.id}, md5(random()::text) || md5(n::text) from generate_series(1, ${BETA_LIMITS.liveLinksMax}) n`);
    const full = await call('POST', `/api/stories/${story.id}/beta-links`, author, {});
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: BETA_MSG.tooManyLinks, code: 'BETA_LIMIT' });
  });
});

describe('beta links: the reader', () => {
  it('reads every chapter, drafts included, through a link that becomes theirs alone', async () => {
    const story = await betaStory('Beta Okuma');
    const link = await newLink(story.id);
    const reader = await registerAndLogin(t.app);
    const book = (await open(reader, link.token)).json();
    expect(book).toMatchObject({ book: { book_id: story.id, title: 'Beta Okuma' }, is_author: false });
    expect(book.chapters.map((c: { title: string; is_published: boolean }) => [c.title, c.is_published])).toEqual([
      ['Yayımlanan', true],
      ['Taslak bölüm', false],
    ]);
    const draft = await ok<{ content: string; previous_chapter_id: number | null; next_chapter_id: number | null }>('GET', `/api/beta/${link.token}/chapters/${story.draft}`, reader);
    expect(draft.content).toContain('Henüz yayımlanmadı.');
    expect(draft).toMatchObject({ previous_chapter_id: story.published, next_chapter_id: null });

    // Someone else with the same link: nothing; the author through it: a preview.
    const second = await registerAndLogin(t.app);
    expect((await open(second, link.token)).statusCode).toBe(404);
    expect((await open(author, link.token)).json().is_author).toBe(true);
    // Another story's chapter through this link: nothing.
    const otherStory = await betaStory('Beta Başka');
    expect((await call('GET', `/api/beta/${link.token}/chapters/${otherStory.draft}`, reader)).statusCode).toBe(404);
    expect((await call('GET', '/api/beta/bilinmeyen-bir-bag', reader)).statusCode).toBe(400);
    expect((await call('GET', `/api/beta/${'x'.repeat(43)}`, reader)).statusCode).toBe(404);
  });

  it('does not open across a block either way, nor a mature story for a minor', async () => {
    const story = await betaStory('Beta Engel');
    const blocked = await registerAndLogin(t.app);
    const link = await newLink(story.id);
    await ok('POST', `/api/blocks/${blocked.id}`, author, undefined, 201);
    expect((await open(blocked, link.token)).statusCode).toBe(404);
    await ok('DELETE', `/api/blocks/${blocked.id}`, author);
    await ok('POST', `/api/blocks/${author.id}`, blocked, undefined, 201);
    expect((await open(blocked, link.token)).statusCode).toBe(404);
    await ok('DELETE', `/api/blocks/${author.id}`, blocked);
    expect((await open(blocked, link.token)).statusCode).toBe(200);

    await t.database.db.update(books).set({ isMatureContent: true }).where(eq(books.id, story.id));
    const minor = await registerAndLogin(t.app, { birthDate: `${new Date(t.clock()).getUTCFullYear() - 15}-03-01` });
    const minorsLink = await newLink(story.id);
    expect((await open(minor, minorsLink.token)).statusCode).toBe(404);
    // The refusal claimed nothing: an adult may still take the link.
    const adult = await registerAndLogin(t.app);
    expect((await open(adult, minorsLink.token)).statusCode).toBe(200);
  });

  it('says things only the author and that reader see: no public list, count, notice or counter carries them', async () => {
    const story = await betaStory('Beta Yorum');
    const link = await newLink(story.id);
    const reader = await registerAndLogin(t.app);
    const commentsUrl = `/api/beta/${link.token}/chapters/${story.published}/comments`;
    const said = await ok<{ id: number; visibility: string; paragraph_id: string }>('POST', commentsUrl, reader, { content: 'Bu paragraf çok güzel.', paragraphId: 'p2' }, 201);
    expect(said).toMatchObject({ visibility: 'author', paragraph_id: 'p2' });
    await ok('POST', `/api/beta/${link.token}/chapters/${story.draft}/comments`, reader, { content: 'Taslakta bir yazım hatası var.' }, 201);
    const bad = await call('POST', commentsUrl, reader, { content: 'Yok böyle paragraf', paragraphId: 'p9' });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', commentsUrl, reader, { content: '   ' })).statusCode).toBe(400);

    // The author reads them beside the chapter and answers in this reader's thread.
    const theirs = await ok<Comments>('GET', `/api/stories/chapters/${story.published}/beta-comments`, author);
    expect(theirs.comments.map((c) => c.content)).toEqual(['Bu paragraf çok güzel.']);
    await ok('POST', `/api/stories/chapters/${story.published}/beta-comments`, author, { link_id: link.link_id, content: 'Teşekkürler!', paragraphId: 'p2' }, 201);
    expect((await ok<Comments>('GET', `${commentsUrl}?paragraph=p2`, reader)).comments.map((c) => c.content)).toEqual(['Bu paragraf çok güzel.', 'Teşekkürler!']);

    // A second beta reader's link sees none of it.
    const secondLink = await newLink(story.id);
    const second = await registerAndLogin(t.app);
    expect((await ok<Comments>('GET', `/api/beta/${secondLink.token}/chapters/${story.published}/comments`, second)).comments).toEqual([]);

    // Nothing public: the chapter's comments, its paragraph counts, the counters, notifications.
    const publicComments = await ok<{ comments?: unknown[] } | unknown[]>('GET', `/api/bookReader/chapters/${story.published}/comments`, reader);
    expect(JSON.stringify(publicComments)).not.toContain('Bu paragraf çok güzel.');
    expect((await ok<{ counts: Record<string, number> }>('GET', `/api/bookReader/chapters/${story.published}/paragraph-counts`, reader)).counts).toEqual({});
    const [chapter] = await t.database.db.select({ comments: chapters.comments }).from(chapters).where(eq(chapters.id, story.published));
    expect(chapter!.comments).toBe(0);
    const [book] = await t.database.db.select({ total: books.totalComments }).from(books).where(eq(books.id, story.id));
    expect(book!.total).toBe(0);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(notices.filter((n) => JSON.stringify(n).includes('güzel'))).toEqual([]);

    // Ended: the reader's thread is gone for them.
    await ok('DELETE', `/api/beta-links/${link.link_id}`, author);
    expect((await call('GET', commentsUrl, reader)).statusCode).toBe(404);
    expect((await call('POST', commentsUrl, reader, { content: 'Hâlâ burada mıyım?' })).statusCode).toBe(404);
    expect((await ok<Comments>('GET', `/api/stories/chapters/${story.published}/beta-comments`, author)).comments).toHaveLength(2);
  });
});

describe('the author hears of beta notes', () => {
  it('once while unread for each reader and chapter, leading to that chapter; the reader hears nothing of the answer', async () => {
    const story = await betaStory('Beta Haber');
    const link = await newLink(story.id);
    const reader = await registerAndLogin(t.app);
    const url = (chapter: number) => `/api/beta/${link.token}/chapters/${chapter}/comments`;
    const notices = async (user: RegisteredUser) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).filter((n) => n.type === 'beta-comment' && n.bookId === story.id);

    await ok('POST', url(story.published), reader, { content: 'İlk not.', paragraphId: 'p1' }, 201);
    await ok('POST', url(story.published), reader, { content: 'İkinci not.', paragraphId: 'p2' }, 201);
    const first = await notices(author);
    expect(first.map((n) => [n.senderId, n.bookId, n.chapterId, n.paragraphId, n.content])).toEqual([
      [reader.id, story.id, story.published, 'p1', `${reader.username}, “Yayımlanan” bölümünüze beta okuyucu notu bıraktı.`],
    ]);
    // The notice as the notifications list gives it.
    const listed = await ok<{ type: string; book_id: number; chapter_id: number }[]>('GET', '/api/notifications', author);
    expect(listed.find((n) => n.type === 'beta-comment')).toMatchObject({ book_id: story.id, chapter_id: story.published });

    // Another chapter is another notice; once read, the next note is news again.
    await ok('POST', url(story.draft), reader, { content: 'Taslakta bir not.' }, 201);
    expect(await notices(author)).toHaveLength(2);
    await ok('PUT', `/api/notifications/${first[0]!.id}/mark-read`, author);
    await ok('POST', url(story.published), reader, { content: 'Okuduktan sonra bir not daha.' }, 201);
    expect(await notices(author)).toHaveLength(3);

    // The author's answer and the author's own notes through the link tell nobody.
    await ok('POST', `/api/stories/chapters/${story.published}/beta-comments`, author, { link_id: link.link_id, content: 'Sağ olun.' }, 201);
    await ok('POST', url(story.published), author, { content: 'Kendime bir not.' }, 201);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, reader.id))).toEqual([]);
    expect(await notices(author)).toHaveLength(3);
  });
});

describe('beta content stays where it was put', () => {
  /** Every word below exists only in beta drafts and beta notes, so finding one anywhere else is a leak. */
  const SECRET = ['Zümrütkanat', 'Gecekuşu', 'Gizlinotçuk'];
  const leaked = (body: unknown) => SECRET.filter((word) => JSON.stringify(body).includes(word));
  const epubText = (payload: Buffer) => Object.values(unzipSync(new Uint8Array(payload))).map((bytes) => strFromU8(bytes)).join('\n');
  const epub = async (reader: RegisteredUser, bookId: number) => {
    const first = await call('GET', `/api/books/${bookId}/epub`, reader);
    if (first.statusCode !== 202) return first;
    await t.app.jobs.runUntilIdle();
    return call('GET', `/api/books/${bookId}/epub`, reader);
  };

  it('is never searched, listed, fed, notified, counted, saved as progress or exported', async () => {
    const follower = await registerAndLogin(t.app);
    await ok('POST', `/api/profile/follow/${author.id}`, follower, undefined);
    // A public story with a beta draft, and a story that is nothing but a beta draft.
    const story = await createStory(t.app, author, { title: 'Beta Açık Hikaye' });
    const published = await createChapter(t.app, author, { book_id: story, title: 'Açık bölüm', content: '<p data-pid="a1">Herkesin okuduğu.</p>', is_published: true });
    const draft = await createChapter(t.app, author, { book_id: story, title: 'Zümrütkanat', content: '<p data-pid="z1">Zümrütkanat uçtu.</p>', is_published: false });
    const hidden = await createStory(t.app, author, { title: 'Gecekuşu' });
    const hiddenDraft = await createChapter(t.app, author, { book_id: hidden, title: 'Gecekuşu bir', content: '<p data-pid="g1">Gecekuşu öttü.</p>', is_published: false });

    const reader = await registerAndLogin(t.app);
    const link = await newLink(story);
    const hiddenLink = await newLink(hidden);
    expect((await open(reader, link.token)).statusCode).toBe(200);
    expect((await open(reader, hiddenLink.token)).statusCode).toBe(200);
    for (const [token, chapter] of [[link.token, draft], [link.token, published], [hiddenLink.token, hiddenDraft]] as const) {
      expect((await call('GET', `/api/beta/${token}/chapters/${chapter}`, reader)).statusCode).toBe(200);
    }
    await ok('POST', `/api/beta/${link.token}/chapters/${draft}/comments`, reader, { content: 'Gizlinotçuk: burada bir boşluk var.', paragraphId: 'z1' }, 201);
    await ok('POST', `/api/beta/${link.token}/chapters/${published}/comments`, reader, { content: 'Gizlinotçuk ikinci kez.' }, 201);
    await ok('POST', `/api/stories/chapters/${draft}/beta-comments`, author, { link_id: link.link_id, content: 'Gizlinotçuk yanıtı.' }, 201);
    await t.app.jobs.runUntilIdle();

    // The link opens nothing outside /beta: the public reader, the book page's chapters, the public EPUB.
    expect((await call('GET', `/api/bookReader/books/${story}/${draft}`, reader)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookReader/books/${hidden}/${hiddenDraft}`, reader)).statusCode).toBe(404);
    expect((await call('GET', `/api/books/${hidden}`, reader)).statusCode).toBe(404);
    expect((await call('POST', `/api/bookReader/books/${story}/chapters/${draft}/incrementViews`, reader, {})).statusCode).toBe(404);
    expect(leaked((await ok('GET', `/api/books/${story}`, reader)))).toEqual([]);
    expect((await epub(reader, hidden)).statusCode).toBe(404);
    const file = await epub(reader, story);
    expect(file.statusCode).toBe(200);
    expect(epubText(file.rawPayload)).toContain('Herkesin okuduğu.');
    expect(leaked(epubText(file.rawPayload))).toEqual([]);
    // Not even the author's own export carries the beta readers' notes.
    expect(epubText((await call('GET', `/api/stories/${story}/epub`, author)).rawPayload)).not.toContain('Gizlinotçuk');

    // Search and the search box, for the reader who read them and for anyone.
    for (const word of SECRET) {
      for (const who of [reader, follower]) {
        expect(leaked(await ok('GET', `/api/search/search?query=${encodeURIComponent(word)}`, who)), word).toEqual([]);
        expect(leaked(await ok('GET', `/api/search/suggest?q=${encodeURIComponent(word)}`, who)), word).toEqual([]);
      }
    }

    // Lists: the draft-only story cannot go in; the public one goes in without its beta chapter.
    const list = await ok<{ id: number }>('POST', '/api/lists', reader, { title: 'Okuduklarım', is_public: true }, 201);
    expect((await call('POST', `/api/lists/${list.id}/books/${hidden}`, reader)).statusCode).toBe(404);
    await ok('POST', `/api/lists/${list.id}/books/${story}`, reader);
    expect(leaked(await ok('GET', `/api/lists/${list.id}`, follower))).toEqual([]);
    expect(leaked(await ok('GET', `/api/lists/${list.id}`, reader))).toEqual([]);

    // Feeds, notifications, the dashboard, the library and progress of everyone involved.
    for (const who of [reader, follower, author]) {
      for (const url of ['/api/discover/posts', '/api/dashboard/dashboard', '/api/library/books', '/api/bookReader/continue-reading']) {
        expect(leaked(await ok('GET', url, who)), url).toEqual([]);
      }
    }
    for (const who of [reader, follower]) expect(leaked(await ok('GET', '/api/notifications', who))).toEqual([]);
    // The author alone hears of the notes, by the chapter's name, never with their words.
    expect(JSON.stringify(await ok('GET', '/api/notifications', author))).not.toContain('Gizlinotçuk');
    // The author's own profile shows their unpublished stories to them alone.
    for (const who of [reader, follower]) expect(leaked(await ok('GET', `/api/profile/${author.id}`, who))).toEqual([]);
    const progress = await ok<{ chapter_id?: number | null } | null>('GET', `/api/bookReader/progress/${story}`, reader);
    expect(JSON.stringify(progress)).not.toContain(String(draft));
    const followerNotices = await t.database.db.select().from(notifications).where(eq(notifications.userId, follower.id));
    // Of these two stories the follower heard of the public chapter and of nothing else (earlier tests' chapters reach them too).
    const ofThese = followerNotices.filter((n) => n.bookId === story || n.bookId === hidden);
    expect(ofThese.map((n) => [n.type, n.bookId, n.chapterId])).toEqual([['new-chapter', story, published]]);

    // Statistics: reading through the link is no view, and the notes are no comments.
    const stats = await ok<{ chapters: { chapter_id: number; views: number; comments: number }[]; daily: { views: number }[] }>('GET', `/api/stories/${story}/stats`, author);
    expect(stats.chapters.every((c) => c.views === 0 && c.comments === 0)).toBe(true);
    expect(stats.daily.reduce((sum, d) => sum + d.views, 0)).toBe(0);
    const [counted] = await t.database.db.select({ views: books.totalViews }).from(books).where(eq(books.id, story));
    expect(counted!.views).toBe(0);
  });
});
