import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * A page rendered per request (the server-rendered book page and reader) compressed for the
 * wire: the chapter's text and its data block are 40–60 KB of HTML, a third of a second on a
 * slow mobile connection before anything paints, and a fifth of that compressed. The static
 * files are compressed at build time; this is for what only exists at request time. zlib's
 * asynchronous calls run on libuv's thread pool, off the event loop.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (a q=0 refuses it), brotli first. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The page in `encoding`; brotli at a middle quality (a millisecond or two for a chapter), as for text sent once. */
export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'br') {
    return brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  }
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 });
  return Promise.resolve(bytes);
}
