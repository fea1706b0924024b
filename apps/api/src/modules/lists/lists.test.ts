import { LIST_LIMITS, LIST_MSG, MSG } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiCalls, useTestApp } from '../../../test/app-fixture';
import { insertBook } from '../../../test/fixtures';
import { registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { readingLists, users } from '../../db/schema';

const { t, author, owner, other } = useTestApp({ author: {}, owner: {}, other: {} });
const { call, ok } = apiCalls(t);
const onPostgres = Boolean(process.env.DATABASE_URL);

type List = { id: number; title: string; description: string; is_public: boolean; book_count: number; covers: (string | null)[]; is_owner: boolean; has_book?: boolean; owner: { id: number; username: string } };
type ListPage = { list: List; books: { book_id: number; title: string }[]; page: number; has_more: boolean; next_after: string | null };
type ListsPage = { lists: List[]; next_before: number | null };

const createList = (user: RegisteredUser, body: object) => ok<List>('POST', '/api/lists', user, body, 201);
const add = (user: RegisteredUser, listId: number, bookId: number) => call('POST', `/api/lists/${listId}/books/${bookId}`, user);
const titles = async (user: RegisteredUser, listId: number, page = 1) =>
  (await ok<ListPage>('GET', `/api/lists/${listId}?page=${page}`, user)).books.map((b) => b.title);
const move = (user: RegisteredUser, listId: number, bookId: number, after: number | null) =>
  call('PUT', `/api/lists/${listId}/books/${bookId}/position`, user, { after_book_id: after });

async function stories(count: number, overrides: Parameters<typeof insertBook>[2] = {}) {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) ids.push((await insertBook(t.database.db, author.id, { title: `Liste Hikayesi ${i}`, ...overrides }, 1)).id);
  return ids;
}

describe('reading lists: the owner', () => {
  it('creates, renames, describes, opens and deletes a list; its own lists page newest first', async () => {
    const reader = await registerAndLogin(t.app);
    const first = await createList(reader, { title: '  Yaz okumaları ' });
    expect(first).toMatchObject({ title: 'Yaz okumaları', description: '', is_public: false, book_count: 0, covers: [], is_owner: true });
    expect(first.owner.id).toBe(reader.id);
    const second = await createList(reader, { title: 'Favoriler', description: 'En sevdiklerim', is_public: true });
    const mine = await ok<ListsPage>('GET', '/api/lists', reader);
    expect(mine.lists.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(mine.next_before).toBeNull();

    const renamed = await ok<List>('PUT', `/api/lists/${first.id}`, reader, { title: 'Kış okumaları', is_public: true });
    expect(renamed).toMatchObject({ title: 'Kış okumaları', description: '', is_public: true });
    expect(await ok<List>('PUT', `/api/lists/${first.id}`, reader, { description: 'Soğuk akşamlar için' })).toMatchObject({ title: 'Kış okumaları', description: 'Soğuk akşamlar için' });

    expect(await ok('DELETE', `/api/lists/${first.id}`, reader)).toEqual({ deleted: true });
    expect((await call('GET', `/api/lists/${first.id}`, reader)).statusCode).toBe(404);
    expect((await ok<ListsPage>('GET', '/api/lists', reader)).lists.map((l) => l.id)).toEqual([second.id]);
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const reader = await registerAndLogin(t.app);
    for (const [body, message] of [
      [{ title: '   ' }, LIST_MSG.titleRequired],
      [{}, LIST_MSG.titleRequired],
      [{ title: 'x'.repeat(LIST_LIMITS.titleMax + 1) }, LIST_MSG.titleTooLong],
      [{ title: 'İyi', description: 'y'.repeat(LIST_LIMITS.descriptionMax + 1) }, LIST_MSG.descriptionTooLong],
      [{ title: 'İyi', is_public: 'evet' }, MSG.badRequest],
    ] as const) {
      const res = await call('POST', '/api/lists', reader, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const list = await createList(reader, { title: 'Tek' });
    expect((await call('PUT', `/api/lists/${list.id}`, reader, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/lists?limit=0', reader)).statusCode).toBe(400);
    expect((await call('GET', '/api/lists/abc', reader)).statusCode).toBe(400);
    expect((await call('GET', '/api/lists', null)).statusCode).toBe(401);
    expect((await ok<ListsPage>('GET', '/api/lists', reader)).lists).toHaveLength(1);
  });

  it('adds stories at the end, keeps a story once, removes it and reorders by moves', async () => {
    const reader = await registerAndLogin(t.app);
    const [a, b, c, d] = await stories(4);
    const list = await createList(reader, { title: 'Sıralı' });
    for (const id of [a!, b!, c!]) expect((await add(reader, list.id, id)).json()).toMatchObject({ in_list: true });
    expect((await add(reader, list.id, a!)).json()).toEqual({ list_id: list.id, book_id: a, in_list: true, book_count: 3 });
    expect(await titles(reader, list.id)).toEqual(['Liste Hikayesi 1', 'Liste Hikayesi 2', 'Liste Hikayesi 3']);

    // c to the front, then a behind c, then b behind a: c a b.
    expect((await move(reader, list.id, c!, null)).statusCode).toBe(200);
    expect((await move(reader, list.id, a!, c!)).statusCode).toBe(200);
    expect((await move(reader, list.id, b!, a!)).statusCode).toBe(200);
    expect(await titles(reader, list.id)).toEqual(['Liste Hikayesi 3', 'Liste Hikayesi 1', 'Liste Hikayesi 2']);

    // Many moves into the same gap close it: the list is renumbered and keeps its order.
    await add(reader, list.id, d!);
    for (let i = 0; i < 14; i++) {
      expect((await move(reader, list.id, d!, c!)).statusCode).toBe(200);
      expect((await move(reader, list.id, a!, d!)).statusCode).toBe(200);
    }
    expect(await titles(reader, list.id)).toEqual(['Liste Hikayesi 3', 'Liste Hikayesi 4', 'Liste Hikayesi 1', 'Liste Hikayesi 2']);

    const missing = await move(reader, list.id, d!, 999_999);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LIST_MSG.moveTargetMissing);
    expect((await call('DELETE', `/api/lists/${list.id}/books/${b}`, reader)).json()).toEqual({ list_id: list.id, book_id: b, in_list: false, book_count: 3 });
    const notThere = await move(reader, list.id, b!, null);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(LIST_MSG.bookNotInList);
    expect(await titles(reader, list.id)).toEqual(['Liste Hikayesi 3', 'Liste Hikayesi 4', 'Liste Hikayesi 1']);
  });

  it('marks the lists holding a story (the "Listeye ekle" dialog); the lists’ cards show the first covers', async () => {
    const reader = await registerAndLogin(t.app);
    const [a, b] = await stories(2, { coverImageUrl: 'covers/liste.webp' });
    const holding = await createList(reader, { title: 'Tutan' });
    const empty = await createList(reader, { title: 'Boş' });
    await add(reader, holding.id, a!);
    await add(reader, holding.id, b!);
    const marked = await ok<ListsPage>('GET', `/api/lists?book=${a}`, reader);
    expect(marked.lists.map((l) => [l.id, l.has_book])).toEqual([[empty.id, false], [holding.id, true]]);
    // The dialog shows names and counts, so its cards carry no covers; the lists' own cards do.
    expect(marked.lists.find((l) => l.id === holding.id)).toMatchObject({ book_count: 2, covers: [] });
    const card = (await ok<ListsPage>('GET', '/api/lists', reader)).lists.find((l) => l.id === holding.id)!;
    expect(card.book_count).toBe(2);
    expect(card.covers).toHaveLength(2);
    expect(card.covers[0]).toContain('covers/liste.webp');
    // The list's page counts the stories stored, as the card does, and carries no covers.
    expect((await ok<{ list: List }>('GET', `/api/lists/${holding.id}`, reader)).list).toMatchObject({ book_count: 2, covers: [] });
  });

  it('pages the owner’s lists by id', async () => {
    const reader = await registerAndLogin(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createList(reader, { title: `Liste ${i}` })).id);
    const first = await ok<ListsPage>('GET', '/api/lists?limit=2', reader);
    expect(first.lists.map((l) => l.id)).toEqual([ids[4], ids[3]]);
    const second = await ok<ListsPage>('GET', `/api/lists?limit=2&before=${first.next_before}`, reader);
    expect(second.lists.map((l) => l.id)).toEqual([ids[2], ids[1]]);
    const last = await ok<ListsPage>('GET', `/api/lists?limit=2&before=${second.next_before}`, reader);
    expect(last).toMatchObject({ next_before: null });
    expect(last.lists.map((l) => l.id)).toEqual([ids[0]]);
  });

  it('pages a list’s stories 24 at a time in the owner’s order, by page or from where the last page stopped', async () => {
    const reader = await registerAndLogin(t.app);
    const list = await createList(reader, { title: 'Uzun' });
    const ids = await stories(LIST_LIMITS.booksPageSize + 2);
    for (const id of ids) await add(reader, list.id, id);
    const first = await ok<ListPage>('GET', `/api/lists/${list.id}`, reader);
    expect(first.books).toHaveLength(LIST_LIMITS.booksPageSize);
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(first.next_after).toMatch(/^-?\d+_\d+$/);
    expect(first.list.book_count).toBe(ids.length);
    const second = await ok<ListPage>('GET', `/api/lists/${list.id}?page=2`, reader);
    expect(second.books.map((b) => b.book_id)).toEqual(ids.slice(LIST_LIMITS.booksPageSize));
    expect(second).toMatchObject({ has_more: false, next_after: null });
    const after = await ok<ListPage>('GET', `/api/lists/${list.id}?page=2&after=${first.next_after}`, reader);
    expect(after.books.map((b) => b.book_id)).toEqual(ids.slice(LIST_LIMITS.booksPageSize));
    expect(after).toMatchObject({ page: 2, has_more: false, next_after: null });
    const past = await ok<ListPage>('GET', `/api/lists/${list.id}?page=3`, reader);
    expect(past).toMatchObject({ books: [], has_more: false, next_after: null });
    expect(past.list.book_count).toBe(ids.length);
    // A cursor that is not one is refused in Turkish; one past the end is an empty page.
    for (const bad of ['abc', '1_', '_2', '1_2_3', '99999999999999999999_1']) {
      const refused = await call('GET', `/api/lists/${list.id}?after=${bad}`, reader);
      expect([bad, refused.statusCode, refused.json().message]).toEqual([bad, 400, MSG.badRequest]);
    }
    expect((await ok<ListPage>('GET', `/api/lists/${list.id}?after=999999999999_1`, reader)).books).toEqual([]);
  });

  it('continues after the last story shown, past the stories this reader may not see and a move made meanwhile', async () => {
    const curator = await registerAndLogin(t.app);
    const minor = await registerAndLogin(t.app, { birthDate: `${new Date(t.clock()).getUTCFullYear() - 14}-01-01` });
    const list = await createList(curator, { title: 'Karışık uzun', is_public: true });
    // Mature stories at the front and in the middle, which the minor skips.
    const mature = await stories(3, { isMatureContent: true });
    const plain = await stories(LIST_LIMITS.booksPageSize + 1);
    const order = [mature[0]!, ...plain.slice(0, 10), mature[1]!, ...plain.slice(10), mature[2]!];
    for (const id of order) await add(curator, list.id, id);
    // The first page is the list's first 24 stories, of which the minor sees 22; the next starts after the 24th.
    const first = await ok<ListPage>('GET', `/api/lists/${list.id}`, minor);
    expect(first.books.map((b) => b.book_id)).toEqual(plain.slice(0, 22));
    expect(first).toMatchObject({ has_more: true });
    expect(first.list.book_count).toBe(order.length);
    // A story the owner moves to the front meanwhile is behind the cursor now: the next page goes on
    // from where this reader was (nothing shown twice), and the list's first page has it.
    await ok('PUT', `/api/lists/${list.id}/books/${plain[LIST_LIMITS.booksPageSize]}/position`, curator, { after_book_id: null });
    const second = await ok<ListPage>('GET', `/api/lists/${list.id}?page=2&after=${first.next_after}`, minor);
    expect(second.books.map((b) => b.book_id)).toEqual(plain.slice(22, LIST_LIMITS.booksPageSize));
    expect(second).toMatchObject({ has_more: false, next_after: null });
    // Asked after a story, a page holds the next 24 this reader may see, past the ones they may not.
    const walked = await ok<ListPage>('GET', `/api/lists/${list.id}?after=${first.next_after!.replace(/_\d+$/, '_0')}`, minor);
    expect(walked.books.map((b) => b.book_id)).toEqual(plain.slice(21, LIST_LIMITS.booksPageSize));
    const again = await ok<ListPage>('GET', `/api/lists/${list.id}`, minor);
    expect(again.books[0]!.book_id).toBe(plain[LIST_LIMITS.booksPageSize]);
  });
});

describe('reading lists: limits', () => {
  it('refuses the 101st list and the 1,001st story in Turkish (409 LIST_LIMIT)', async () => {
    const reader = await registerAndLogin(t.app);
    const db = t.database.db;
    await db.execute(sql`insert into reading_lists (user_id, title) select ${reader.id}, 'Liste ' || n from generate_series(1, ${LIST_LIMITS.listsMax - 1}) n`);
    const hundredth = await createList(reader, { title: 'Yüzüncü' });
    const refused = await call('POST', '/api/lists', reader, { title: 'Bir fazla' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: LIST_MSG.tooManyLists, code: 'LIST_LIMIT' });

    const [extra] = await stories(1);
    const filler = await stories(1);
    // Fill the list to the limit straight in the table: the same story row may not repeat, so books are made.
    await db.execute(sql`insert into books (author_id, title, description, category_id, telif_id, is_published)
      select ${author.id}, 'Dolgu ' || n, '', b.category_id, b.telif_id, true from books b, generate_series(1, ${LIST_LIMITS.booksMax - 1}) n where b.id = ${filler[0]}`);
    await db.execute(sql`insert into reading_list_books (list_id, book_id, position)
      select ${hundredth.id}, id, id from books where author_id = ${author.id} and title like 'Dolgu %'`);
    expect((await add(reader, hundredth.id, filler[0]!)).json()).toMatchObject({ in_list: true, book_count: LIST_LIMITS.booksMax });
    const full = await add(reader, hundredth.id, extra!);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: LIST_MSG.listFull, code: 'LIST_LIMIT' });
  });

  it.runIf(onPostgres)('lets only one of two lists created at once be the hundredth (PostgreSQL)', async () => {
    const reader = await registerAndLogin(t.app);
    await t.database.db.execute(sql`insert into reading_lists (user_id, title) select ${reader.id}, 'Liste ' || n from generate_series(1, ${LIST_LIMITS.listsMax - 1}) n`);
    const answers = await Promise.all([1, 2, 3].map((n) => call('POST', '/api/lists', reader, { title: `Aynı an ${n}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(readingLists).where(eq(readingLists.userId, reader.id));
    expect(Number(row!.n)).toBe(LIST_LIMITS.listsMax);
  });
});

describe('reading lists: who sees what', () => {
  it('a private list is only its owner’s; a public one opens for anyone signed in and shows on the profile', async () => {
    const closed = await createList(owner, { title: 'Gizli liste' });
    const open = await createList(owner, { title: 'Açık liste', is_public: true });
    expect((await call('GET', `/api/lists/${closed.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/lists/${closed.id}`, other)).json().message).toBe(LIST_MSG.notFound);
    const seen = await ok<ListPage>('GET', `/api/lists/${open.id}`, other);
    expect(seen.list).toMatchObject({ title: 'Açık liste', is_owner: false });
    expect((await call('GET', `/api/lists/${open.id}`, null)).statusCode).toBe(401);
    // The page's own statement checks the session: a token whose version moved on is refused.
    const ended = await registerAndLogin(t.app);
    await t.database.db.execute(sql`update users set token_version = token_version + 1 where id = ${ended.id}`);
    expect((await call('GET', `/api/lists/${open.id}`, ended)).statusCode).toBe(401);
    expect((await call('GET', `/api/lists/${closed.id}`, ended)).statusCode).toBe(401);

    const theirs = await ok<ListsPage>('GET', `/api/users/${owner.id}/lists`, other);
    expect(theirs.lists.map((l) => l.id)).toContain(open.id);
    expect(theirs.lists.map((l) => l.id)).not.toContain(closed.id);
    const own = await ok<ListsPage>('GET', `/api/users/${owner.id}/lists`, owner);
    expect(own.lists.map((l) => l.id)).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect((await call('GET', '/api/users/999999/lists', other)).statusCode).toBe(404);
  });

  it('nobody else changes a list: every write is "not found"', async () => {
    const list = await createList(owner, { title: 'Benim', is_public: true });
    const [a] = await stories(1);
    for (const [method, url, body] of [
      ['PUT', `/api/lists/${list.id}`, { title: 'Ele geçirildi' }],
      ['DELETE', `/api/lists/${list.id}`, undefined],
      ['POST', `/api/lists/${list.id}/books/${a}`, undefined],
      ['DELETE', `/api/lists/${list.id}/books/${a}`, undefined],
      ['PUT', `/api/lists/${list.id}/books/${a}/position`, { after_book_id: null }],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(LIST_MSG.notFound);
    }
    expect((await ok<ListPage>('GET', `/api/lists/${list.id}`, owner)).list).toMatchObject({ title: 'Benim', book_count: 0 });
  });

  it('a block either way hides the lists; a suspended owner’s lists are gone for others', async () => {
    const person = await registerAndLogin(t.app);
    const viewer = await registerAndLogin(t.app);
    const list = await createList(person, { title: 'Engel listesi', is_public: true });
    expect((await call('GET', `/api/lists/${list.id}`, viewer)).statusCode).toBe(200);

    await ok('POST', `/api/blocks/${viewer.id}`, person, undefined, 201);
    expect((await call('GET', `/api/lists/${list.id}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', `/api/users/${person.id}/lists`, viewer)).statusCode).toBe(404);
    await ok('DELETE', `/api/blocks/${viewer.id}`, person);

    await ok('POST', `/api/blocks/${person.id}`, viewer, undefined, 201);
    expect((await call('GET', `/api/lists/${list.id}`, viewer)).statusCode).toBe(404);
    expect((await ok<ListsPage>('GET', `/api/users/${person.id}/lists`, viewer)).lists).toEqual([]);
    await ok('DELETE', `/api/blocks/${person.id}`, viewer);

    await t.database.db.update(users).set({ suspendedAt: new Date(t.clock()) }).where(eq(users.id, person.id));
    expect((await call('GET', `/api/lists/${list.id}`, viewer)).statusCode).toBe(404);
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, person.id));
    expect((await call('GET', `/api/lists/${list.id}`, viewer)).statusCode).toBe(200);
  });

  it('others see only the stories they may find in any list; the owner sees what they may open', async () => {
    const curator = await registerAndLogin(t.app);
    const minor = await registerAndLogin(t.app, { birthDate: `${new Date(t.clock()).getUTCFullYear() - 14}-01-01` });
    const [plain] = await stories(1);
    const [mature] = await stories(1, { isMatureContent: true, title: 'Yetişkin Hikaye' });
    const [warned] = await stories(1, { contentWarnings: ['violence'], title: 'Uyarılı Hikaye' });
    const list = await createList(curator, { title: 'Karışık', is_public: true });
    for (const id of [plain!, mature!, warned!]) expect((await add(curator, list.id, id)).statusCode).toBe(200);

    expect(await titles(curator, list.id)).toHaveLength(3);
    expect(await titles(minor, list.id)).toEqual(['Liste Hikayesi 1', 'Uyarılı Hikaye']);
    // The header counts the list's stories, as its card does; the ones this reader may not see are skipped.
    expect((await ok<ListPage>('GET', `/api/lists/${list.id}`, minor)).list.book_count).toBe(3);

    await ok('PUT', '/api/settings/reading', other, { hidden_warnings: ['violence'] });
    expect(await titles(other, list.id)).toEqual(['Liste Hikayesi 1', 'Yetişkin Hikaye']);
    await ok('PUT', '/api/settings/reading', other, { hidden_warnings: [] });

    await ok('POST', `/api/blocks/${author.id}`, other, undefined, 201);
    expect(await titles(other, list.id)).toEqual([]);
    await ok('DELETE', `/api/blocks/${author.id}`, other);

    // A story its author unpublishes leaves the list for everyone, and comes back with it.
    await t.database.db.execute(sql`update books set is_published = false where id = ${plain}`);
    expect(await titles(curator, list.id)).toEqual(['Yetişkin Hikaye', 'Uyarılı Hikaye']);
    await t.database.db.execute(sql`update books set is_published = true where id = ${plain}`);
  });

  it('adding a story needs the story to be open to the owner and no block with its author', async () => {
    const curator = await registerAndLogin(t.app);
    const list = await createList(curator, { title: 'Eklemeler' });
    const [draft] = await stories(1, { isPublished: false });
    const hidden = await add(curator, list.id, draft!);
    expect(hidden.statusCode).toBe(404);
    expect((await add(curator, list.id, 999_999)).statusCode).toBe(404);
    const [open] = await stories(1);
    await ok('POST', `/api/blocks/${curator.id}`, author, undefined, 201);
    const blocked = await add(curator, list.id, open!);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('BLOCKED');
    await ok('DELETE', `/api/blocks/${curator.id}`, author);
    expect((await ok<ListPage>('GET', `/api/lists/${list.id}`, curator)).books).toEqual([]);
  });
});
