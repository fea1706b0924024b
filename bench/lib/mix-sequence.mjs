// The mixed day as one fixed sequence of requests (issue 30): reads drawn from a Zipf
// distribution over every published chapter, in the shares of MIX, and writes (reading
// progress, chapter likes, comments) made in turn by a pool of signed-in adult readers. Built
// from a fixed seed, so every run and both servers ask for the same requests in the same order.
import { seededRandom, zipfSampler } from './zipf.mjs';

/** Shares of the day; they sum to 1. Writes are split evenly between progress, like and comment. */
export const MIX = [
  ['reader', 0.8],
  ['book', 0.08],
  ['category', 0.05],
  ['dashboard', 0.04],
  ['search', 0.01],
  ['write', 0.02],
];
const WRITES = ['progress', 'like', 'comment'];
export const ZIPF_S = 1.1;

/**
 * The tightest per-account budget a write of the mix meets (lib/write-limits.ts in the API):
 * comments, 10 a minute. Likes allow 60 a minute and progress has none.
 */
export const COMMENTS_PER_MINUTE = 10;

/** The request rate below which no pool reader reaches the comment budget within a minute. */
export function writeCeiling(poolSize) {
  const commentShare = MIX.find(([kind]) => kind === 'write')[1] / WRITES.length;
  return (poolSize * COMMENTS_PER_MINUTE) / 60 / commentShare;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * `readHeaders`: the bench account's (reads). `writerHeaders`: one headers object per pool
 * reader, taken in turn by the writes. Returns the requests ({ kind, method, path, headers,
 * body }) and their counts by kind.
 */
export function buildMixSequence({ fixtures, length, seed, readHeaders, writerHeaders }) {
  const random = seededRandom(seed);
  const zipf = zipfSampler(fixtures.chapterIds.length, ZIPF_S, random);
  const writers = writerHeaders.map((h) => ({ ...h, ...JSON_HEADERS }));
  const counts = {};
  const requests = new Array(length);
  let writes = 0;
  for (let i = 0; i < length; i += 1) {
    const u = random();
    let acc = 0;
    let kind = MIX.at(-1)[0];
    for (const [name, share] of MIX) {
      acc += share;
      if (u < acc) {
        kind = name;
        break;
      }
    }
    const rank = zipf();
    const chapterId = fixtures.chapterIds[rank];
    const bookId = fixtures.bookIds[rank];
    const book = fixtures.books.get(bookId);
    let request;
    if (kind === 'write') {
      kind = WRITES[writes % WRITES.length];
      const headers = writers[writes % writers.length];
      // A like has no body, and Fastify refuses an empty body declared as JSON.
      const bare = writerHeaders[writes % writerHeaders.length];
      writes += 1;
      if (kind === 'progress') {
        const body = JSON.stringify({ bookId, chapterId, position: { scrollY: (i % 40) * 100, timestamp: 0 } });
        request = { method: 'POST', path: '/api/bookReader/progress/save', headers, body };
      } else if (kind === 'like') {
        request = { method: 'POST', path: `/api/bookReader/chapters/${chapterId}/like`, headers: bare, body: '' };
      } else {
        const body = JSON.stringify({ content: `Bu bölümü çok sevdim, devamını merakla bekliyorum (${i}).` });
        request = { method: 'POST', path: `/api/bookReader/books/${bookId}/chapters/${chapterId}/comments`, headers, body };
      }
    } else if (kind === 'reader') request = { method: 'GET', path: `/api/bookReader/books/${bookId}/${chapterId}`, headers: readHeaders };
    else if (kind === 'book') request = { method: 'GET', path: `/api/books/${bookId}`, headers: readHeaders };
    else if (kind === 'category') request = { method: 'GET', path: `/api/categories/${book.categoryId}/books?page=1&pageSize=24`, headers: readHeaders };
    else if (kind === 'dashboard') request = { method: 'GET', path: '/api/dashboard/dashboard', headers: readHeaders };
    else request = { method: 'GET', path: `/api/search/search?query=${encodeURIComponent(book.word)}`, headers: readHeaders };
    request.kind = kind;
    requests[i] = request;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return { requests, counts };
}

/** `METHOD path`: what the bare server tells answers apart by. */
export const requestKey = (r) => `${r.method} ${r.path}`;

/**
 * autocannon's requests for one run: every connection takes the next request of one shared
 * cursor, so the run asks the sequence in order from its start (wrapping at its end) whichever
 * connection is free.
 */
export function sequenceRequests(requests) {
  let next = 0;
  return [
    {
      setupRequest: (req) => {
        const r = requests[next];
        next = (next + 1) % requests.length;
        return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body ?? '' };
      },
    },
  ];
}
