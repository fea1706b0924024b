import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { createReadStream } from 'node:fs';
import { MSG } from '@okuryazar/shared';
import { attachmentDisposition } from '../../lib/attachment';
import type { FastifyReply } from 'fastify';
import { requestBookEpub, requestStoryEpub, type EpubRequest } from './epub.service';

/** The file once ready; while the pipeline prepares it, 202 and the client asks again after Retry-After seconds. */
function sendEpub(reply: FastifyReply, result: EpubRequest) {
  if (!result.ready) {
    return reply.code(202).header('retry-after', '2').header('cache-control', 'private, no-store').send({ status: 'preparing', message: MSG.epubPreparing });
  }
  return reply
    .header('content-type', 'application/epub+zip')
    .header('content-disposition', attachmentDisposition(result.title, 'epub'))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(result.file));
}

export function epubHandlers(ctx: AppContext): RouteHandlers<'GET /stories/:storyId/epub' | 'GET /books/:bookId/epub'> {
  return {
    'GET /stories/:storyId/epub': async (request, reply) => sendEpub(reply, await requestStoryEpub(ctx, request.user, request.params.storyId)),
    'GET /books/:bookId/epub': async (request, reply) => sendEpub(reply, await requestBookEpub(ctx, request.user, request.params.bookId)),
  };
}
