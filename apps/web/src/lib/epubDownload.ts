import { MSG, type ApiKey } from '@okuryazar/shared';
import { ApiError, downloadFile, saveBlob } from './api';

/** How often and how long an EPUB download asks again while the server prepares the file. */
export const EPUB_POLL_MS = 2000;
const EPUB_POLL_TRIES = 90;

/** The two EPUB calls: the author's (`/stories/{id}/epub`) and a reader's (`/books/{id}/epub`); the same file. */
export type EpubCall = { key: 'GET /stories/:storyId/epub'; params: { storyId: number } } | { key: 'GET /books/:bookId/epub'; params: { bookId: number } };

/**
 * Downloads a story's EPUB, saved by the browser under the name the server suggests. The
 * server prepares the file in its pipeline and answers 202 until it is ready: `onPreparing`
 * is told once, and the call is repeated every EPUB_POLL_MS.
 */
export async function downloadEpub({ key, params }: EpubCall, onPreparing?: () => void): Promise<void> {
  let file: Awaited<ReturnType<typeof downloadFile>> | null = null;
  for (let attempt = 0; !file; attempt++) {
    try {
      file = await downloadFile(key satisfies ApiKey, params);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 202) throw error;
      if (attempt === 0) onPreparing?.();
      if (attempt + 1 >= EPUB_POLL_TRIES) throw new ApiError(MSG.epubSlow, 202, 'PREPARING');
      await new Promise((resolve) => window.setTimeout(resolve, EPUB_POLL_MS));
    }
  }
  saveBlob(file.blob, file.fileName ?? 'hikaye.epub');
}
