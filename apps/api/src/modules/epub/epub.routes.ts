import type { AppContext } from '../../context';
import type { RouteHandlers } from '../../lib/route-table';
import { buildStoryEpub } from './epub.service';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 5987 value of filename*: the Turkish title as the browser should save it. */
function encodedFileName(title: string): string {
  // Control characters are exactly what must not reach a header.
  // eslint-disable-next-line no-control-regex
  const name = `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').trim() || 'hikaye'}.epub`;
  return encodeURIComponent(name.replace(LONE_SURROGATE, '')).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function epubHandlers(ctx: AppContext): RouteHandlers<'GET /stories/:storyId/epub'> {
  return {
    'GET /stories/:storyId/epub': async (request, reply) => {
      const { bytes, fileName, title } = await buildStoryEpub(ctx, request.user, request.params.storyId);
      return reply
        .header('content-type', 'application/epub+zip')
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodedFileName(title)}`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  };
}
