// Community size (issue 26, docs/PRODUCT.md#budgets): one entity grown to the size a real community reaches,
// then the calls that touch it, against the app in production mode on PostgreSQL. Each case
// grows its entity with set-based SQL, then measures the call's status and time, the app's
// resident memory growth (/proc), /api/health probed every 50 ms meanwhile (the worst answer
// is the stall), and for the fan-out the time until every follower has their notice and a
// reader's p99 meanwhile. Usage (PostgreSQL on 127.0.0.1, a database of its own is created):
//   npm run bench:heavy
//   npm run bench:heavy -- --followers 1000000 --library 70000 --notifications 100000
//   npm run bench:heavy -- --only library,export   (cases by name: fanout, library, notifications,
//   conversations, report, epub, export, comments, chapters, account, paragraphs)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startApp, waitForHealth, BENCH_JWT_SECRET } from './lib/processes.mjs';
import { signToken } from './lib/tokens.mjs';
import { figure, heavyFixtures, healthWatch, PASSWORD, seconds, until } from './lib/heavy-helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const FOLLOWERS = opt('followers', 100_000);
const LIBRARY = opt('library', 70_000);
const NOTIFICATIONS = opt('notifications', 100_000);
const CONVERSATIONS = opt('conversations', 20_000);
const LIBRARIES = opt('libraries', 100_000);
const REPORTS = opt('reports', 10_000);
const CHAPTERS = opt('chapters', 2_000);
const COMMENTS = opt('comments', 50_000);
const COMMENT_LIKES = opt('comment-likes', 100_000);
const PARAGRAPHS = opt('paragraphs', 2_000);
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt === -1 ? null : new Set(args[onlyAt + 1].split(','));
const runs = (name) => ONLY === null || ONLY.has(name);
/** Kill -9 the instance when a third of the followers have their notice, then start another. */
const KILL = args.includes('--kill-mid-fanout');
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'okuryazar_heavy';
const dbUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB}`);
await admin.end();

let app = startApp({ port: await freePort(), databaseUrl: dbUrl, logLevel: 'warn' });
await waitForHealth(app);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

// The instance may be replaced mid-run (--kill-mid-fanout): helpers ask for the current one.
const watch = () => healthWatch(() => app);
const { users, story, withPassword, one } = heavyFixtures(db, () => app);
const call = async (method, url, token, body) => {
  const started = performance.now();
  const res = await fetch(`${app.base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: text.length, json: () => JSON.parse(text) };
};

const token = (id) => signToken(BENCH_JWT_SECRET, { userId: id, tokenVersion: 0 });

const results = [];
const row = (entity, callName, r, extra = '') =>
  results.push(`| ${entity} | ${callName} | ${r.status} | ${r.ms.toFixed(0)} ms | ${figure(r.memoryMb, 'MB')} | ${figure(r.healthWorstMs, 'ms')} | ${extra} |`);

// 1. An author with FOLLOWERS followers publishes a chapter.
if (runs('fanout')) {
  const [author] = await users(1, 'yazar');
  const [reader] = await users(1, 'okur');
  await db.query(`insert into users (email, username, password_hash, full_name, birth_date) select 'takipci' || g || '@gmail.com', 'takipci' || g, 'x', '', '1990-01-01' from generate_series(1, $1) g`, [FOLLOWERS]);
  await db.query(`insert into follows (follower_id, followed_id) select id, $1 from users where username like 'takipci%'`, [author]);
  const { rows: [book] } = await db.query(`insert into books (author_id, title, category_id, is_published, published_at) values ($1, 'Büyük Hikaye', 1, true, now()) returning id`, [author]);
  const { rows: [first] } = await db.query(`insert into chapters (book_id, chapter_number, title, content, is_published, published_at) values ($1, 1, 'Bir', '<p>Başlangıç</p>', true, now()) returning id`, [book.id]);
  const { rows: [draft] } = await db.query(`insert into chapters (book_id, chapter_number, title, content) values ($1, 2, 'İki', '<p>Devam</p>') returning id`, [book.id]);
  await db.query('analyze');
  const stop = watch();
  const readerTimes = [];
  let reading = true;
  const readerLoop = (async () => {
    while (reading) readerTimes.push((await call('GET', `/bookReader/books/${book.id}/${first.id}`, token(reader))).ms);
  })();
  const published = await call('POST', `/preview/chapters/${draft.id}/publish`, token(author), { book_id: book.id });
  const started = performance.now();
  let at100k = null;
  let count = 0;
  let killedAt = null;
  while (performance.now() - started < 300_000) {
    count = Number((await db.query(`select count(*) from notifications where chapter_id = $1 and type = 'new-chapter'`, [draft.id])).rows[0].count);
    if (KILL && killedAt === null && count >= FOLLOWERS / 3) {
      killedAt = count;
      reading = false;
      await readerLoop;
      app.child.kill('SIGKILL');
      app = startApp({ port: await freePort(), databaseUrl: dbUrl, logLevel: 'warn' });
      await waitForHealth(app);
    }
    if (at100k === null && count >= Math.min(100_000, FOLLOWERS)) at100k = performance.now() - started;
    if (count >= FOLLOWERS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const all = performance.now() - started;
  reading = false;
  await readerLoop;
  const watched = KILL ? { healthWorstMs: NaN, memoryMb: NaN } : await stop();
  if (KILL) await stop().catch(() => undefined);
  readerTimes.sort((a, b) => a - b);
  const p99 = readerTimes[Math.floor(readerTimes.length * 0.99)] ?? 0;
  const dupes = Number((await db.query(`select count(*) - count(distinct user_id) as d from notifications where chapter_id = $1`, [draft.id])).rows[0].d);
  row(`author with ${FOLLOWERS.toLocaleString('en')} followers`, 'publish a chapter', { ...published, ...watched },
    `${killedAt === null ? '' : `killed with -9 at ${killedAt.toLocaleString('en')} notices and restarted; `}${count.toLocaleString('en')} notices (${dupes} duplicates); ${Math.min(100_000, FOLLOWERS).toLocaleString('en')} in ${(at100k / 1000).toFixed(1)} s, all in ${(all / 1000).toFixed(1)} s; reader p99 ${p99.toFixed(0)} ms over ${readerTimes.length} reads`);
}

// 2. A reader with LIBRARY books in the library: dashboard and the library's first page.
let bigReader = null;
if (runs('library') || runs('export') || runs('account')) {
  const [reader] = await users(1, 'kitapkurdu');
  const [writer] = await users(1, 'cokyazar');
  await db.query(`insert into books (author_id, title, category_id, is_published, published_at) select $1, 'Kitap ' || g, 1 + g % 20, true, now() from generate_series(1, $2) g`, [writer, LIBRARY]);
  await db.query(`insert into library_entries (user_id, book_id) select $1, id from books where author_id = $2`, [reader, writer]);
  await db.query('analyze');
  bigReader = reader;
  if (runs('library')) for (const [name, url] of [['dashboard', '/dashboard/dashboard'], ['library list (first page)', '/library/reading-list']]) {
    const stop = watch();
    const r = await call('GET', url, token(reader));
    row(`reader with ${LIBRARY.toLocaleString('en')} library books`, name, { ...r, ...(await stop()) }, `${(r.bytes / 1024).toFixed(0)} KB`);
  }
}

// 3. A reader with NOTIFICATIONS unread notifications marks them all read.
if (runs('notifications')) {
  const [reader] = await users(1, 'bildirimli');
  await db.query(`insert into notifications (user_id, type, content) select $1, 'moderation', 'Bildirim ' || g from generate_series(1, $2) g`, [reader, NOTIFICATIONS]);
  await db.query('analyze');
  const stop = watch();
  const r = await call('PUT', '/notifications/mark-all-read', token(reader));
  row(`${NOTIFICATIONS.toLocaleString('en')} unread notifications`, 'mark all read', { ...r, ...(await stop()) }, r.bytes < 200 ? `answer ${r.bytes} B` : '');
  // The badge's poll afterwards reads only what is above the reader's read mark.
  const polled = watch();
  const c = await call('GET', '/notifications/unread-count', token(reader));
  row(`${NOTIFICATIONS.toLocaleString('en')} notifications, all read`, 'unread count (polled)', { ...c, ...(await polled()) }, `answer ${c.bytes} B`);
}

// 4. A reader in CONVERSATIONS conversations polls the unread message count.
if (runs('conversations')) {
  const [reader] = await users(1, 'sohbetci');
  const others = await users(CONVERSATIONS, 'muhatap');
  await db.query(
    `insert into conversations (user_low_id, user_high_id) select least($1::int, o), greatest($1::int, o) from unnest($2::int[]) o`,
    [reader, others],
  );
  await db.query(
    `insert into messages (conversation_id, sender_id, recipient_id, content)
     select c.id, case when c.user_low_id = $1 then c.user_high_id else c.user_low_id end, $1, 'Merhaba'
     from conversations c where c.user_low_id = $1 or c.user_high_id = $1`,
    [reader],
  );
  await db.query('analyze');
  const stop = watch();
  const r = await call('GET', '/messages/unread-count', token(reader));
  row(`reader in ${CONVERSATIONS.toLocaleString('en')} conversations`, 'unread message count', { ...r, ...(await stop()) }, `answer ${r.bytes} B`);
}

// 5. A story kept in LIBRARIES libraries with REPORTS open reports: a moderator removes it.
if (runs('report')) {
  const [author] = await users(1, 'sikayetli');
  const [moderator] = await users(1, 'moderator');
  await db.query(`update users set role = 'moderator' where id = $1`, [moderator]);
  const bookId = await story(author, 3);
  const readers = await users(Math.max(LIBRARIES, REPORTS), 'kitapsever');
  await db.query(`insert into library_entries (user_id, book_id) select u, $1 from unnest($2::int[]) u`, [bookId, readers.slice(0, LIBRARIES)]);
  await db.query(
    `insert into reports (reporter_id, target_type, target_id, reason) select u, 'story', $1, 'Yasa dışı içerik' from unnest($2::int[]) u`,
    [bookId, readers.slice(0, REPORTS)],
  );
  await db.query('analyze');
  const stop = watch();
  const r = await call('POST', '/moderation/decisions', token(moderator), { targetType: 'story', targetId: bookId, action: 'remove', note: 'Kurallara aykırı.' });
  const notified = await until(async () => (await one(`select count(*) from notifications where type = 'moderation' and user_id = any($1::int[])`, [readers.slice(0, REPORTS)])) >= REPORTS);
  row(`story in ${LIBRARIES.toLocaleString('en')} libraries, ${REPORTS.toLocaleString('en')} open reports`, 'moderator removes it', { ...r, ...(await stop()) },
    `${r.status < 300 ? `${r.json().resolved_reports} reports resolved; ` : ''}every reporter told in ${seconds(notified)}`);
}

// 6. A story of CHAPTERS chapters (about 17 KB each): its EPUB.
if (runs('epub')) {
  const [author] = await users(1, 'epubyazar');
  const bookId = await story(author, CHAPTERS, 2_500);
  const size = await one(`select sum(length(content)) from chapters where book_id = $1`, [bookId]);
  await db.query('analyze');
  const stop = watch();
  const first = await call('GET', `/stories/${bookId}/epub`, token(author));
  let file = null;
  const ready = await until(async () => {
    const r = await call('GET', `/stories/${bookId}/epub`, token(author));
    if (r.status === 200) file = r;
    return r.status === 200;
  });
  row(`story of ${CHAPTERS.toLocaleString('en')} chapters (${(size / 1e6).toFixed(0)} MB)`, 'EPUB export', { ...first, ...(await stop()) },
    `answered ${first.status}; file ready in ${seconds(ready)}${file ? `, ${(file.bytes / 1e6).toFixed(1)} MB` : ''}`);
}

// 7. The big reader (LIBRARY books) with NOTIFICATIONS notifications and CONVERSATIONS
// conversations: the KVKK export, read as a stream.
if (runs('export') || runs('account')) {
  const reader = bigReader;
  await db.query(`insert into notifications (user_id, type, content) select $1, 'moderation', 'Bildirim ' || g from generate_series(1, $2) g`, [reader, NOTIFICATIONS]);
  const others = await users(CONVERSATIONS, 'yazisan');
  await db.query(`insert into conversations (user_low_id, user_high_id) select least($1::int, o), greatest($1::int, o) from unnest($2::int[]) o`, [reader, others]);
  await db.query(
    `insert into messages (conversation_id, sender_id, recipient_id, content)
     select c.id, $1, case when c.user_low_id = $1 then c.user_high_id else c.user_low_id end, 'Selam, nasılsınız?'
     from conversations c where c.user_low_id = $1 or c.user_high_id = $1`,
    [reader],
  );
  await db.query('analyze');
  if (runs('export')) {
    const stop = watch();
    const started = performance.now();
    const res = await fetch(`${app.base}/api/account/export`, { headers: { authorization: `Bearer ${token(reader)}` } });
    const firstByte = performance.now() - started;
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const total = performance.now() - started;
    row(`reader with ${LIBRARY.toLocaleString('en')} books, ${NOTIFICATIONS.toLocaleString('en')} notifications, ${CONVERSATIONS.toLocaleString('en')} conversations`, 'KVKK export',
      { status: res.status, ms: firstByte, ...(await stop()) }, `first byte at the time given; whole file (${(bytes / 1e6).toFixed(1)} MB) in ${seconds(total)}`);
  }
}

// 8. A chapter with COMMENTS comments and COMMENT_LIKES likes on them: its author deletes the story.
if (runs('comments')) {
  const [author] = await users(1, 'yorumlu');
  const [liker] = await users(1, 'begenen');
  const bookId = await story(author, 2);
  const chapterId = await one(`select id from chapters where book_id = $1 order by chapter_number limit 1`, [bookId]);
  const commenters = await users(Math.max(1, Math.ceil(COMMENT_LIKES / Math.max(1, COMMENTS))), 'yorumcu');
  await db.query(`insert into comments (chapter_id, user_id, content) select $1, $2, 'Yorum ' || g from generate_series(1, $3) g`, [chapterId, commenters[0], COMMENTS]);
  await db.query(
    `insert into comment_likes (user_id, comment_id)
     select u, c.id from unnest($1::int[]) u cross join (select id from comments where chapter_id = $2) c limit $3`,
    [commenters, chapterId, COMMENT_LIKES],
  );
  const otherBook = await story(author, 1);
  const otherChapter = await one(`select id from chapters where book_id = $1`, [otherBook]);
  await db.query('analyze');
  await withPassword(author);
  const stop = watch();
  const r = await call('DELETE', `/my-story/my-stories/${bookId}`, token(author), { password: PASSWORD });
  // A reader's like elsewhere meanwhile must not wait on the purge.
  const like = await call('POST', `/bookReader/chapters/${otherChapter}/like`, token(liker));
  const purged = r.status < 300 ? await until(async () => (await one(`select count(*) from books where id = $1`, [bookId])) === 0) : null;
  row(`chapter with ${COMMENTS.toLocaleString('en')} comments and ${COMMENT_LIKES.toLocaleString('en')} comment likes`, 'delete the story', { ...r, ...(await stop()) },
    `purged in ${seconds(purged)}; a like elsewhere meanwhile: ${like.status} in ${like.ms.toFixed(0)} ms`);
}

// 9. A story of CHAPTERS chapters with NOTIFICATIONS notifications about it: delete the story.
if (runs('chapters')) {
  const [author] = await users(1, 'cokbolumlu');
  const [reader] = await users(1, 'haberli');
  const bookId = await story(author, CHAPTERS, 300);
  await db.query(
    `insert into notifications (user_id, sender_id, type, content, book_id, chapter_id)
     select $1, $2, 'like', 'beğendi', $3, ch.ids[1 + g % $5] from generate_series(1, $4) g
     cross join (select array_agg(id order by chapter_number) as ids from chapters where book_id = $3) ch`,
    [reader, author, bookId, NOTIFICATIONS, CHAPTERS],
  );
  await db.query('analyze');
  await withPassword(author);
  const stop = watch();
  const r = await call('DELETE', `/my-story/my-stories/${bookId}`, token(author), { password: PASSWORD });
  const purged = r.status < 300 ? await until(async () => (await one(`select count(*) from books where id = $1`, [bookId])) === 0) : null;
  row(`story of ${CHAPTERS.toLocaleString('en')} chapters, ${NOTIFICATIONS.toLocaleString('en')} notifications`, 'delete the story', { ...r, ...(await stop()) }, `purged in ${seconds(purged)}`);
}

// 10. The big reader of case 7 deletes the account.
if (runs('account')) {
  const leaver = bigReader;
  await withPassword(leaver);
  await db.query('analyze');
  const stop = watch();
  const r = await call('DELETE', '/account', token(leaver), { password: PASSWORD });
  const purged = r.status >= 300 ? null : await until(async () => (await one(`select count(*) from users where id = $1`, [leaver])) === 0);
  const left = await one(`select (select count(*) from library_entries where user_id = $1) + (select count(*) from notifications where user_id = $1) + (select count(*) from messages where sender_id = $1)`, [leaver]);
  row(`account with ${LIBRARY.toLocaleString('en')} books, ${NOTIFICATIONS.toLocaleString('en')} notifications, ${CONVERSATIONS.toLocaleString('en')} conversations`, 'delete the account',
    { ...r, ...(await stop()) }, `purged in ${seconds(purged)}, ${left} rows left`);
}

// 11. A chapter of PARAGRAPHS paragraphs with COMMENTS paragraph comments (issue 31): a reader
// opens it and asks its counts (first from the database, then from the cache); the author
// saves an edit that drops half the paragraphs, moving their comments to the general ones.
if (runs('paragraphs')) {
  const [author] = await users(1, 'paragrafci');
  const [reader] = await users(1, 'paragrafokur');
  const commenters = await users(50, 'pyorumcu');
  const { rows: [book] } = await db.query(`insert into books (author_id, title, category_id, is_published, published_at) values ($1, 'Paragraf Paragraf', 1, true, now()) returning id`, [author]);
  const paragraph = (i) => `<p data-pid="p${i}">Paragraf ${i}: kıyıya vuran dalgalar.</p>`;
  const text = (count) => Array.from({ length: count }, (_, i) => paragraph(i + 1)).join('');
  const { rows: [chapter] } = await db.query(
    `insert into chapters (book_id, chapter_number, title, content, is_published, published_at) values ($1, 1, 'Uzun Bölüm', $2, true, now()) returning id`,
    [book.id, text(PARAGRAPHS)],
  );
  await db.query(
    `insert into comments (chapter_id, user_id, content, paragraph_id)
     select $1, ($2::int[])[1 + g % 50], 'Yorum ' || g, 'p' || (1 + g % $4) from generate_series(1, $3) g`,
    [chapter.id, commenters, COMMENTS, PARAGRAPHS],
  );
  // Other chapters' comments around it, ten times as many, as in a community's table.
  const elsewhere = await story(author, 100);
  await db.query(
    `insert into comments (chapter_id, user_id, content, paragraph_id)
     select ch.ids[1 + g % 100], ($2::int[])[1 + g % 50], 'Başka yorum ' || g, case when g % 2 = 0 then 'p1' end
     from generate_series(1, $3) g cross join (select array_agg(id) as ids from chapters where book_id = $1) ch`,
    [elsewhere, commenters, COMMENTS * 10],
  );
  await db.query('analyze');
  // The counts statement as the API sends it (paragraph-counts.ts), planned and run by PostgreSQL.
  const { rows: [plan] } = await db.query(
    `explain (analyze, format json) select paragraph_id, count(*)::int from comments
     where chapter_id = $1 and paragraph_id is not null and not paragraph_changed and removed_at is null and deleted_at is null group by paragraph_id`,
    [chapter.id],
  );
  const planned = plan['QUERY PLAN'][0];
  const indexes = [...JSON.stringify(planned.Plan).matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]);
  const stop = watch();
  const opened = await call('GET', `/bookReader/books/${book.id}/${chapter.id}`, token(reader));
  const first = await call('GET', `/bookReader/chapters/${chapter.id}/paragraph-counts`, token(reader));
  const cached = await call('GET', `/bookReader/chapters/${chapter.id}/paragraph-counts`, token(reader));
  const measured = await stop();
  const counted = first.status === 200 ? Object.keys(first.json().counts).length : 0;
  row(`chapter of ${PARAGRAPHS.toLocaleString('en')} paragraphs, ${COMMENTS.toLocaleString('en')} paragraph comments`, 'open the chapter', { ...opened, ...measured }, `${(opened.bytes / 1024).toFixed(0)} KB`);
  row(`the same`, 'paragraph counts (database)', { ...first, ...measured },
    `${counted} paragraphs counted; PostgreSQL ran the statement in ${planned['Execution Time'].toFixed(1)} ms over ${indexes.join(', ') || 'no index'}; from the cache next: ${cached.ms.toFixed(0)} ms`);
  const stopEdit = watch();
  const saved = await call('POST', '/stories/chapters', token(author), { book_id: book.id, chapter_id: chapter.id, title: 'Uzun Bölüm', content: text(PARAGRAPHS / 2), is_published: true });
  // The pipeline moves the comments of the dropped paragraphs after the save.
  const onDropped = await one(`select count(*) from comments where chapter_id = $1 and substr(paragraph_id, 2)::int > $2`, [chapter.id, PARAGRAPHS / 2]);
  const movedIn = await until(async () => (await one(`select count(*) from comments where chapter_id = $1 and paragraph_changed`, [chapter.id])) >= onDropped);
  row(`the same`, 'save an edit dropping half the paragraphs', { ...saved, ...(await stopEdit()) }, `its ${onDropped.toLocaleString('en')} comments moved to the general comments ${seconds(movedIn)} after the save began answering`);
}

await db.end();
await app.stop();
const load = readFileSync('/proc/loadavg', 'utf8').trim();
const table = [
  `# bench:heavy ${new Date().toISOString()}`,
  '',
  `PostgreSQL 15 on this machine, app in production mode (tsx, one instance). Load average at the end: ${load}.`,
  '',
  '| entity | call | status | answered | memory growth | worst /api/health | notes |',
  '|---|---|---:|---:|---:|---:|---|',
  ...results,
  '',
].join('\n');
console.log(table);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, `bench/results/heavy-${new Date().toISOString().slice(0, 16).replace(':', '-')}.md`), table);
process.exit(0);
