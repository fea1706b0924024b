/*
 * The pages the server renders for a signed-in reader, and the query each one's answer is
 * kept under: the server's render (prerender/appPage.tsx) and the browser's hydration
 * (main.tsx) seed the same key, so both render the same page.
 */
import { browseKeys } from '../features/browse/api';
import { readerKeys } from '../features/reader/api';

export type SsrPage = 'book' | 'reader';

const READ = /^\/read\/(\d+)\/(\d+)\/?$/;
const BOOK = /^\/book\/(\d+)\/?$/;

/** The ids in a page's path (0 where the path is not that page's: a key nothing reads). */
const ids = (pattern: RegExp, path: string): [number, number] => {
  const match = pattern.exec(path);
  return [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)];
};

/** The answers a page carries beside its own: the book page's read button needs the progress. */
export type SsrCompanion = 'progress';

interface SsrPageQueries {
  key: (path: string) => readonly unknown[];
  companions?: Partial<Record<SsrCompanion, (path: string) => readonly unknown[]>>;
}

export const ssrPageQueries: Record<SsrPage, SsrPageQueries> = {
  book: {
    key: (path) => browseKeys.book(ids(BOOK, path)[0]),
    companions: { progress: (path) => readerKeys.progress(ids(BOOK, path)[0]) },
  },
  reader: { key: (path) => readerKeys.chapter(...ids(READ, path)) },
};

/** Puts a page's answers under the keys its screens read them from (the server's render and the browser's). */
export function seedPageQueries(
  setQueryData: (key: readonly unknown[], data: unknown) => void,
  { page, path, data, companions }: Pick<SsrPayload, 'page' | 'path' | 'data' | 'companions'>,
): void {
  const queries = ssrPageQueries[page];
  setQueryData(queries.key(path), data);
  for (const [name, answer] of Object.entries(companions ?? {})) {
    const key = queries.companions?.[name as SsrCompanion];
    if (key) setQueryData(key(path), answer);
  }
}

/** The data block the server puts in a rendered page (apps/api/src/modules/pages). */
export const SSR_DATA_ID = 'ssr-data';

/** What the data block holds. */
export interface SsrPayload {
  page: SsrPage;
  path: string;
  userId: number;
  /** The server's clock at the render, in ms: relative texts ("3 gün önce") are written as of it. */
  renderedAt: number;
  data: unknown;
  /** Answers of other calls the page's first render shows (by name, see ssrPageQueries). */
  companions?: Partial<Record<SsrCompanion, unknown>>;
}
