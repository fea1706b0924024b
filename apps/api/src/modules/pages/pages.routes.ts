/*
 * The book page and the reader as HTML for a signed-in reader (docs/PRODUCT.md#server-rendered-pages):
 * the page cookie says who is looking, the page's own API service answers exactly what the
 * API would answer that reader (every hiding rule included: a story or chapter the call
 * refuses is never in the page), and the web build's render turns it into markup. Anyone
 * else, and any refusal, gets index.html's shell, as every other page does; the app then
 * shows what it always showed (the login redirect, the "not found" screen).
 */
import { booksApi, readerApi } from '@okuryazar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressPage, pageEncoding } from '../../lib/compress-page';
import { AppError } from '../../lib/errors';
import { responseSerializer } from '../../lib/response-serializer';
import { pageClaims } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { getBookPage } from '../books/books.service';
import { getProgress, getReaderChapter } from '../reader/reader.service';
import { getReadingSettings } from '../settings/reading-settings.service';
import type { AppContext } from '../../lib/context';
import type { AuthUser } from '../../lib/session';
import type { PageRenderer, SsrPage } from './page-renderer';

const writeReader = responseSerializer(readerApi['GET /bookReader/books/:bookId/:chapterId'].response);
const writeBook = responseSerializer(booksApi['GET /books/:bookId'].response);
const writeProgress = responseSerializer(readerApi['GET /bookReader/progress/:bookId'].response);

/** A path id as the API's params accept it: a positive 32-bit integer, or nothing to render. */
function pathId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

interface PageAnswer {
  viewer: AuthUser;
  json: string;
  /** Other calls' answers the page's first render shows (apps/web/src/prerender/ssrPages.ts). */
  companions?: Record<string, string>;
}

/** Each page: the ids of its path (null when they are not ids) and the answer of its call. */
const pages: Record<SsrPage, { ids: (params: Record<string, string>) => number[] | null; answer: (ctx: AppContext, claims: TokenClaims, ids: number[]) => Promise<PageAnswer> }> = {
  reader: {
    ids: (params) => {
      const ids = [pathId(params.bookId ?? ''), pathId(params.chapterId ?? '')];
      return ids.every((id) => id !== null) ? (ids as number[]) : null;
    },
    answer: async (ctx, claims, [bookId, chapterId]) => {
      const { viewer, body } = await getReaderChapter(ctx, claims, bookId!, chapterId!);
      return { viewer, json: writeReader(body) };
    },
  },
  book: {
    ids: (params) => {
      const id = pathId(params.bookId ?? '');
      return id === null ? null : [id];
    },
    answer: async (ctx, claims, [bookId]) => {
      const { viewer, body } = await getBookPage(ctx, claims, bookId!);
      // The read button says "Devam et" or "Okumaya başla" from the first paint.
      const progress = await getProgress(ctx, viewer, bookId!);
      return { viewer, json: writeBook(body), companions: { progress: writeProgress(progress) } };
    },
  },
};

/**
 * Registers GET /read/:bookId/:chapterId and GET /book/:bookId. `renderer` resolves to null
 * when the web build has no server render: then these are the shell, like any other page.
 */
export function registerPageRoutes(app: FastifyInstance, renderer: () => Promise<PageRenderer | null>, sendShell: (reply: FastifyReply) => FastifyReply): void {
  const ctx = app.ctx;
  const handler = (page: SsrPage) => async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
    const ids = pages[page].ids(request.params);
    // Not ids (e.g. a file name): whatever any other unknown path gets.
    if (!ids) return reply.callNotFound();
    const claims = await pageClaims(request);
    const render = claims ? await renderer() : null;
    if (!claims || !render) return sendShell(reply);
    let answer: PageAnswer;
    try {
      answer = await pages[page].answer(ctx, claims, ids);
    } catch (error) {
      // A refusal (a hidden story, an ended session, a block) is the API's to tell the app.
      if (error instanceof AppError && error.statusCode < 500) return sendShell(reply);
      throw error;
    }
    const settings = await getReadingSettings(ctx, answer.viewer);
    let html: string | null;
    try {
      html = await render.render({
        page,
        path: request.url.split('?')[0] ?? '',
        viewer: { userId: answer.viewer.id, username: answer.viewer.username },
        json: answer.json,
        companions: answer.companions,
        settings,
      });
    } catch (error) {
      // The render failed (a broken build, a worker that died): the page still works as the shell.
      request.log.error({ err: error, page }, 'a page could not be rendered on the server');
      html = null;
    }
    if (html === null) {
      request.log.warn({ page }, 'a page could not be rendered on the server: the shell was sent');
      return sendShell(reply);
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const body = await compressPage(html, encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Rendered for this reader alone: never kept by a shared cache, asked again each time.
    return reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8').send(body);
  };
  app.get('/read/:bookId/:chapterId', handler('reader'));
  app.get('/book/:bookId', handler('book'));
}
