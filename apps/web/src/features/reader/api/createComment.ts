import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { insertReply } from '../comments/commentTree';
import { hasMoreComments, patchComments, patchParagraphCount, quiet, readerKeys, type CommentPages } from './queries';

export interface NewComment {
  content: string;
  /** The top-level comment a reply joins; null for a new comment. */
  parentCommentId: number | null;
}

/**
 * A comment or reply on a chapter, or with `paragraph` in that paragraph's thread (the call carries its
 * `paragraphId`; the paragraph's count moves with it). The saved comment (the server's answer) goes into the
 * cached pages: a reply under its parent, a new comment at the end of the last page once no older page is left
 * on the server (before that, CommentSection shows it after the loaded ones).
 */
export function useCreateComment(bookId: number, chapterId: number, paragraph?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentCommentId }: NewComment) =>
      call('POST /bookReader/books/:bookId/chapters/:chapterId/comments', {
        params: { bookId, chapterId },
        body: paragraph === undefined ? { content, parentCommentId } : { content, parentCommentId, paragraphId: paragraph },
        ...quiet,
      }),
    onSuccess: (created) => {
      if (paragraph !== undefined) patchParagraphCount(client, chapterId, paragraph, 1);
      if (created.parent_comment_id !== null) {
        patchComments(client, chapterId, (list) => insertReply(list, created));
        return;
      }
      client.setQueryData<CommentPages>(readerKeys.comments(chapterId, paragraph), (old) =>
        old && !hasMoreComments(old.pages.at(-1) ?? [])
          ? { ...old, pages: [...old.pages.slice(0, -1), [...(old.pages.at(-1) ?? []), created]] }
          : old,
      );
    },
    onError: (error) => console.error('Yorum gönderilemedi:', error),
  });
}
