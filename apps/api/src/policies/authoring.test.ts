import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { inArray, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapterDrafts, chapterRevisions, chapters } from '../db/schema';
import {
  bookRow,
  chapterRow,
  coverFiles,
  createChapter,
  createStory,
  postChapter,
  postNewStory,
  putStoryDetails,
  sampleCover,
  storyFields,
} from '../../test/authoring';
import { addToLibrary } from '../../test/fixtures';
import { bearer, type RegisteredUser } from '../../test/helpers';
import { useTestApp } from '../../test/app-fixture';
import { coverPart } from '../../test/multipart';

/**
 * The authorization matrix of every authoring call (docs/PRODUCT.md#code-shape): the author can, another
 * logged-in user gets the same 404 as for a story that does not exist and changes nothing,
 * and a visitor gets 401.
 */

const { t, owner, intruder } = useTestApp({ owner: {}, intruder: {} });
let intruderBook: number;

interface Fixture {
  book: number;
  published: number;
  draft: number;
}

async function makeFixture(user: RegisteredUser): Promise<Fixture> {
  // One author makes a story per route of the matrix: a new hour keeps the write limit of
  // new stories (lib/write-limits.ts) out of what this file checks.
  t.clock.advance(60 * 60 * 1000);
  const book = await createStory(t.app, user, { title: 'Özel Hikaye' });
  const published = await createChapter(t.app, user, { book_id: book, title: 'Açık', content: '<p>açık</p>', is_published: true });
  const draft = await createChapter(t.app, user, { book_id: book, title: 'Taslak', content: '<p>gizli taslak</p>' });
  return { book, published, draft };
}

let shared: Fixture;

beforeAll(async () => {
  shared = await makeFixture(owner);
  intruderBook = await createStory(t.app, intruder, { title: 'Davetsiz' });
});

const auth = (user: RegisteredUser | null) => (user ? bearer(user.token) : {});

/** The draft chapter's version and newest revision, read as its author (what a real editor holds). */
async function ownerView(chapterId: number) {
  const version = (await t.app.inject({ method: 'GET', url: `/api/stories/chapters/${chapterId}`, headers: bearer(owner.token) })).json().updated_at as string;
  const [revision] = await t.database.db.select({ id: chapterRevisions.id }).from(chapterRevisions).where(eq(chapterRevisions.chapterId, chapterId));
  return { version, revision: revision!.id };
}

/** Everything the owner has: story rows, chapter rows, stored cover files. */
async function ownerState() {
  const ownBooks = await t.database.db.select().from(books).where(eq(books.authorId, owner.id)).orderBy(books.id);
  const ids = ownBooks.map((b) => b.id);
  const ownChapters = ids.length ? await t.database.db.select().from(chapters).where(inArray(chapters.bookId, ids)).orderBy(chapters.id) : [];
  const chapterIds = ownChapters.map((c) => c.id);
  const drafts = chapterIds.length ? await t.database.db.select().from(chapterDrafts).where(inArray(chapterDrafts.chapterId, chapterIds)) : [];
  const revisions = chapterIds.length
    ? await t.database.db.select().from(chapterRevisions).where(inArray(chapterRevisions.chapterId, chapterIds)).orderBy(chapterRevisions.id)
    : [];
  return { ownBooks, ownChapters, drafts, revisions, covers: coverFiles(t.config.dataDir) };
}

interface Call {
  name: string;
  send(user: RegisteredUser | null, f: Fixture): Promise<LightMyRequestResponse>;
  /** The not-found message another user gets. */
  notFound: string;
}

const calls: Call[] = [
  {
    name: 'GET /api/story-details/{id}',
    send: (u, f) => t.app.inject({ method: 'GET', url: `/api/story-details/${f.book}`, headers: auth(u) }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'PUT /api/story-details/{id} (fields)',
    send: (u, f) => putStoryDetails(t.app, u?.token ?? null, f.book, storyFields({ title: 'Ele Geçirildi', is_published: 'false' })),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'PUT /api/story-details/{id} (with a new cover)',
    send: async (u, f) => putStoryDetails(t.app, u?.token ?? null, f.book, storyFields({ title: 'Ele Geçirildi', is_published: 'true' }), coverPart(await sampleCover())),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'PUT /api/my-story/my-stories/{id}/unpublish',
    send: (u, f) => t.app.inject({ method: 'PUT', url: `/api/my-story/my-stories/${f.book}/unpublish`, headers: auth(u) }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'DELETE /api/my-story/my-stories/{id} (with the caller’s right password)',
    send: (u, f) =>
      t.app.inject({ method: 'DELETE', url: `/api/my-story/my-stories/${f.book}`, headers: auth(u), payload: { password: u?.password ?? 'x' } }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'GET /api/stories/chapters/{id} (draft)',
    send: (u, f) => t.app.inject({ method: 'GET', url: `/api/stories/chapters/${f.draft}`, headers: auth(u) }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'GET /api/stories/chapters/{id} (published)',
    send: (u, f) => t.app.inject({ method: 'GET', url: `/api/stories/chapters/${f.published}`, headers: auth(u) }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'POST /api/stories/chapters (new chapter in the story)',
    send: (u, f) => postChapter(t.app, u?.token ?? null, { book_id: f.book, title: 'Sızma', content: '<p>sızma</p>', is_published: true }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'POST /api/stories/chapters (update a chapter)',
    send: (u, f) => postChapter(t.app, u?.token ?? null, { book_id: f.book, chapter_id: f.draft, title: 'Sızma', content: '<p>sızma</p>', is_published: true }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'GET /api/preview/books/{id}',
    send: (u, f) => t.app.inject({ method: 'GET', url: `/api/preview/books/${f.book}`, headers: auth(u) }),
    notFound: MSG.storyNotFound,
  },
  {
    name: 'POST /api/preview/chapters/{id}/publish',
    send: (u, f) => t.app.inject({ method: 'POST', url: `/api/preview/chapters/${f.draft}/publish`, headers: auth(u), payload: { book_id: f.book } }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'POST /api/preview/chapters/{id}/unpublish',
    send: (u, f) => t.app.inject({ method: 'POST', url: `/api/preview/chapters/${f.published}/unpublish`, headers: auth(u), payload: { book_id: f.book } }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'PUT /api/stories/chapters/{id}/autosave',
    send: async (u, f) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/stories/chapters/${f.draft}/autosave`,
        headers: auth(u),
        payload: { title: 'Ele Geçirildi', content: '<p>x</p>', base_updated_at: (await ownerView(f.draft)).version },
      }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'GET /api/stories/chapters/{id}/revisions',
    send: (u, f) => t.app.inject({ method: 'GET', url: `/api/stories/chapters/${f.draft}/revisions`, headers: auth(u) }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'GET /api/stories/chapters/{id}/revisions/{revisionId}',
    send: async (u, f) =>
      t.app.inject({ method: 'GET', url: `/api/stories/chapters/${f.draft}/revisions/${(await ownerView(f.draft)).revision}`, headers: auth(u) }),
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'POST /api/stories/chapters/{id}/revisions/{revisionId}/restore',
    send: async (u, f) => {
      const view = await ownerView(f.draft);
      return t.app.inject({
        method: 'POST',
        url: `/api/stories/chapters/${f.draft}/revisions/${view.revision}/restore`,
        headers: auth(u),
        payload: { base_updated_at: view.version },
      });
    },
    notFound: MSG.chapterNotFound,
  },
  {
    name: 'DELETE /api/story-details/chapters/{id}',
    send: (u, f) => t.app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${f.published}`, headers: auth(u) }),
    notFound: MSG.chapterNotFound,
  },
];

describe.each(calls)('$name', (call) => {
  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await ownerState();
    const res = await call.send(null, shared);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthorized, code: ERROR_CODES.UNAUTHORIZED });
    expect(await ownerState()).toEqual(before);
  });

  it('refuses a malformed or forged token with 401', async () => {
    for (const token of ['not a token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const res = await call.send({ ...intruder, token }, shared);
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers another user 404, exactly as for a missing record, and changes nothing', async () => {
    // A fixture of its own, so one row's failure cannot hide another's.
    const f = await makeFixture(owner);
    const before = await ownerState();
    const res = await call.send(intruder, f);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: call.notFound, code: ERROR_CODES.NOT_FOUND });
    expect(res.body).not.toContain('Özel Hikaye');
    expect(res.body).not.toContain('gizli taslak');
    expect(await ownerState()).toEqual(before);
  });

  it('works for the author', async () => {
    const f = await makeFixture(owner);
    const res = await call.send(owner, f);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('visitors and other users elsewhere', () => {
  it('refuses a visitor POST /api/new-story with 401 and stores nothing', async () => {
    const before = coverFiles(t.config.dataDir);
    const res = await postNewStory(t.app, null, storyFields(), coverPart(await sampleCover()));
    expect(res.statusCode).toBe(401);
    expect(coverFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses a visitor GET /api/my-story/my-stories with 401', async () => {
    for (const status of ['all', 'published']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/my-story/my-stories?status=${status}` });
      expect(res.statusCode).toBe(401);
    }
  });

  it('shows another user only their own stories in my-stories', async () => {
    for (const status of ['all', 'published']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/my-story/my-stories?status=${status}`, headers: bearer(intruder.token) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = Array.isArray(body) ? (body as { book_id: number; author_id: number }[]).map((b) => b.book_id) : [];
      expect(ids).not.toContain(shared.book);
      if (Array.isArray(body)) for (const b of body as { author_id: number }[]) expect(b.author_id).toBe(intruder.id);
    }
  });

  it('answers 404 for someone else’s record and for a missing one with the same body', async () => {
    const theirs = await t.app.inject({ method: 'GET', url: `/api/story-details/${shared.book}`, headers: bearer(intruder.token) });
    const missing = await t.app.inject({ method: 'GET', url: '/api/story-details/2000000000', headers: bearer(intruder.token) });
    expect(theirs.statusCode).toBe(missing.statusCode);
    expect(theirs.body).toBe(missing.body);
    const theirChapter = await t.app.inject({ method: 'GET', url: `/api/stories/chapters/${shared.draft}`, headers: bearer(intruder.token) });
    const missingChapter = await t.app.inject({ method: 'GET', url: '/api/stories/chapters/2000000000', headers: bearer(intruder.token) });
    expect(theirChapter.body).toBe(missingChapter.body);
  });
});

describe('ids in the body that belong to someone else', () => {
  it('refuses a new chapter in another user’s story (book_id) and adds nothing', async () => {
    const before = await ownerState();
    const res = await postChapter(t.app, intruder.token, { book_id: shared.book, title: 'Sızma', content: '<p>sızma</p>' });
    expect(res.statusCode).toBe(404);
    expect(await ownerState()).toEqual(before);
  });

  it('refuses the owner writing into another user’s story', async () => {
    const before = await t.database.db.select().from(chapters).where(eq(chapters.bookId, intruderBook));
    const res = await postChapter(t.app, owner.token, { book_id: intruderBook, title: 'Sızma', content: '<p>sızma</p>' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.storyNotFound);
    expect(await t.database.db.select().from(chapters).where(eq(chapters.bookId, intruderBook))).toEqual(before);
  });

  it('refuses someone else’s chapter_id under one’s own book_id', async () => {
    const before = await ownerState();
    const res = await postChapter(t.app, intruder.token, {
      book_id: intruderBook,
      chapter_id: shared.draft,
      title: 'Taşındı',
      content: '<p>taşındı</p>',
      is_published: true,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.chapterNotFound);
    expect(await ownerState()).toEqual(before);
    expect(await chapterRow(t.database.db, shared.draft)).toMatchObject({ bookId: shared.book, isPublished: false });
  });

  it('refuses publishing someone else’s chapter under one’s own book_id', async () => {
    const before = await ownerState();
    for (const action of ['publish', 'unpublish']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/preview/chapters/${action === 'publish' ? shared.draft : shared.published}/${action}`,
        headers: bearer(intruder.token),
        payload: { book_id: intruderBook },
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await ownerState()).toEqual(before);
  });

  it('refuses the owner publishing their chapter with someone else’s book_id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/preview/chapters/${shared.draft}/publish`,
      headers: bearer(owner.token),
      payload: { book_id: intruderBook },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.bookIdMismatch);
    expect((await chapterRow(t.database.db, shared.draft))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, intruderBook))!.isPublished).toBe(false);
  });
});

describe('drafts never leak', () => {
  type Card = { book_id: number; published_chapters_count: number; first_chapter_id: number | null };
  async function shelves(user: RegisteredUser) {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, Card[]>;
  }

  it('keeps unpublished stories off another user’s dashboard, even from their library', async () => {
    const draftStory = await createStory(t.app, owner, { title: 'Hiç Yayımlanmadı' });
    await createChapter(t.app, owner, { book_id: draftStory, content: '<p>taslak</p>' });
    const withdrawn = await makeFixture(owner);
    const un = await t.app.inject({ method: 'PUT', url: `/api/my-story/my-stories/${withdrawn.book}/unpublish`, headers: bearer(owner.token) });
    expect(un.statusCode).toBe(200);
    await addToLibrary(t.database.db, intruder.id, draftStory);
    await addToLibrary(t.database.db, intruder.id, withdrawn.book);

    const d = await shelves(intruder);
    for (const [name, shelf] of Object.entries(d)) {
      const ids = shelf.map((b) => b.book_id);
      expect(ids, name).not.toContain(draftStory);
      expect(ids, name).not.toContain(withdrawn.book);
    }
    const body = JSON.stringify(d);
    expect(body).not.toContain('Hiç Yayımlanmadı');
  });

  it('never points another user at a draft chapter of a published story', async () => {
    t.clock.advance(60_000); // newest release, so it is on the (10-book) shelf
    const f = await makeFixture(owner);
    const d = await shelves(intruder);
    const cards = Object.values(d)
      .flat()
      .filter((b) => b.book_id === f.book);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.published_chapters_count).toBe(1);
      expect(card.first_chapter_id).toBe(f.published);
      expect(card.first_chapter_id).not.toBe(f.draft);
    }
  });
});
