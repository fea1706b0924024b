import { useQueryClient } from '@tanstack/react-query';
import { LIST_PAGE_MAX, nextCursor, type Post } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';
import { patchPostInCache, postKeys, type CommentPages, type PostScope } from './queries';

/**
 * A comment under a post. The saved comment (the server's answer) joins the last cached page once no older
 * page is left on the server (before that, PostComments shows it after the loaded ones), and the post counts it.
 */
export function useAddPostComment(scope: PostScope, post: Post, meId: number) {
  const client = useQueryClient();
  const postId = post.post_id;
  return useSingleFlightMutation({
    mutationKey: ['community', 'add-comment', scope, postId],
    mutationFn: (content: string) => call(`POST /${scope}/posts/:postId/comments`, { params: { postId }, body: { userId: meId, postId, content } }),
    onSuccess: ({ comment }) => {
      client.setQueryData<CommentPages>(postKeys.comments(scope, postId), (data) => {
        const last = data?.pages.at(-1) ?? [];
        if (!data || nextCursor(last, (c) => c.comment_id, LIST_PAGE_MAX) !== undefined) return data;
        return { ...data, pages: [...data.pages.slice(0, -1), [...last, comment]] };
      });
      patchPostInCache(client, postId, (p) => ({ ...p, comments_count: p.comments_count + 1 }));
    },
    onError: (error) => console.error('Yorum gönderilemedi:', error),
  });
}
