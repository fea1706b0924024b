import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchComments, readerKeys, type CommentPages } from '../api';
import { useChapterWatch } from '../../live';
import { mergeFreshPage } from './commentTree';

/** How often an open paragraph thread without a live socket asks for what others wrote meanwhile (while the page is visible). */
export const THREAD_POLL_MS = 20_000;

/**
 * Comments others write arrive in an open paragraph thread (docs/PRODUCT.md#paragraph-comments): the live socket says
 * when someone commented on this paragraph, and after a reconnect anything may have been missed; the thread's first
 * page is then asked again and merged into the held pages (new comments and replies, fresh counts and likes) without
 * dropping the replies or pages loaded meanwhile. Without a socket (a visitor, or a connection that is down) it asks
 * every THREAD_POLL_MS while the page is visible. The general comments are not refreshed.
 */
export function useFreshThread(chapterId: number, paragraph: string | undefined, hasNextPage: boolean) {
  const queryClient = useQueryClient();
  const moreRef = useRef(hasNextPage);
  moreRef.current = hasNextPage;
  const refresh = useMemo(() => {
    if (paragraph === undefined) return null;
    let inFlight = false;
    let again = false;
    const run = () => {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      fetchComments(chapterId, undefined, undefined, paragraph)
        .then((fresh) => {
          queryClient.setQueryData<CommentPages>(readerKeys.comments(chapterId, paragraph), (old) =>
            old ? { ...old, pages: mergeFreshPage(old.pages, fresh, !moreRef.current) } : old,
          );
        })
        .catch((error: unknown) => console.error('Yeni yorumlar alınamadı:', error))
        .finally(() => {
          inFlight = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    return run;
  }, [chapterId, paragraph, queryClient]);
  const live = useChapterWatch(chapterId, (pid) => {
    if (pid === paragraph) refresh?.();
  });
  const wasLive = useRef(live);
  useEffect(() => {
    // Back after a drop: what was written meanwhile came over no socket.
    if (live && !wasLive.current) refresh?.();
    wasLive.current = live;
  }, [live, refresh]);
  useEffect(() => {
    if (!refresh || live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') refresh();
    }, THREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, refresh]);
}
