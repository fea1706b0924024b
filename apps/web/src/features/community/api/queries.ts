import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, LIST_PAGE_MAX, nextCursor, type ApiResult, type Post, type PostComment } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { cursorPaging } from '../../../lib/cursorPaging';

/**
 * Posts shared by the community page (/community/{id}) and the discover feed (docs/PRODUCT.md#api
 * Community and Discover). Both have the same comment, like, delete and report calls, each
 * under its own prefix; `scope` chooses it. Bodies carry the stored user's id where the spec
 * says so (docs/PRODUCT.md#product-decisions: the server trusts only the token and refuses a different id).
 */
export type PostScope = 'community' | 'discover';

export { FEED_PAGE_SIZE };

export const postKeys = {
  all: ['posts'] as const,
  community: (userId: number) => ['posts', 'community', userId] as const,
  discover: ['posts', 'discover'] as const,
  comments: (scope: PostScope, postId: number) => ['post-comments', scope, postId] as const,
};

export const profileKey = (userId: number) => ['profile', userId] as const;

/** Every follow call (Discover, search, profile) answers the same {success, followers_count}. */
export type FollowResult = ApiResult<'POST /discover/follow'>;

export { parseId } from '../../../lib/ids';

export { isNotFound } from '../../../lib/api';

// ---- Profile (the community header reuses the profile call) ---------------------------------

export function useProfile(userId: number | null) {
  return useQuery({
    queryKey: profileKey(userId ?? 0),
    queryFn: ({ signal }) => call('GET /profile/:userId', { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== null,
  });
}

// ---- Feeds ------------------------------------------------------------------------------------

function usePostFeed(queryKey: QueryKey, fetchPage: (before: number | undefined, signal: AbortSignal) => Promise<Post[]>, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    // Keyset paging: the next page starts after the oldest post held, so new posts never shift it.
    ...cursorPaging(fetchPage, (lastPage) => nextCursor(lastPage, (p) => p.post_id, FEED_PAGE_SIZE)),
    enabled,
  });
}

/** GET /community/user/{userId}/posts?before=<post_id> (20 per page, newest first). */
export function useCommunityPosts(userId: number, enabled = true) {
  return usePostFeed(
    postKeys.community(userId),
    (before, signal) => call('GET /community/user/:userId/posts', { params: { userId }, query: { before }, signal }),
    enabled,
  );
}

/** GET /discover/posts?before=<post_id>: everyone's posts, newest first. */
export function useDiscoverPosts() {
  return usePostFeed(postKeys.discover, (before, signal) => call('GET /discover/posts', { query: { before }, signal }));
}

/** Flattens the pages; a post added to the cache by hand may also arrive with a page. */
export function flattenPosts(data: InfiniteData<Post[]> | undefined): Post[] {
  const seen = new Set<number>();
  const list: Post[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page) {
      if (seen.has(post.post_id)) continue;
      seen.add(post.post_id);
      list.push(post);
    }
  }
  return list;
}

/** Updates one post in every cached feed that holds it (community and discover alike). */
export function patchPostInCache(client: QueryClient, postId: number, patch: (post: Post) => Post) {
  client.setQueriesData<InfiniteData<Post[]>>({ queryKey: postKeys.all }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((p) => (p.post_id === postId ? patch(p) : p))) }
      : data,
  );
}

export function removePostFromCache(client: QueryClient, postId: number) {
  client.setQueriesData<InfiniteData<Post[]>>({ queryKey: postKeys.all }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((p) => p.post_id !== postId)) } : data,
  );
}

/** Puts a just-created post at the top of a feed. */
export function prependPostToCache(client: QueryClient, queryKey: QueryKey, post: Post) {
  client.setQueryData<InfiniteData<Post[]>>(queryKey, (data) =>
    data
      ? { ...data, pages: [[post, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
      : { pages: [[post]], pageParams: [undefined] },
  );
}

// ---- Posts and comments -------------------------------------------------------------------

export type CommentPages = InfiniteData<PostComment[], number | undefined>;

/** GET /{scope}/posts/{postId}/comments?after=<comment_id>: 50 per page, oldest first. */
export function usePostComments(scope: PostScope, postId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(scope, postId),
    ...cursorPaging(
      (after, signal) => call(`GET /${scope}/posts/:postId/comments`, { params: { postId }, query: { after }, signal }),
      (lastPage) => nextCursor(lastPage, (c) => c.comment_id, LIST_PAGE_MAX),
    ),
    enabled,
    // Collapsing and expanding again shows the loaded list without a new call.
    staleTime: 60_000,
  });
}

/** Applies a change to every cached page of a post's comments. */
export function patchCommentsInCache(client: QueryClient, scope: PostScope, postId: number, change: (list: PostComment[]) => PostComment[]) {
  client.setQueryData<CommentPages>(postKeys.comments(scope, postId), (data) => (data ? { ...data, pages: data.pages.map(change) } : data));
}

/** The loaded comments in order, each once. */
export function flattenComments(data: InfiniteData<PostComment[], unknown> | undefined): PostComment[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flat().filter((c) => !seen.has(c.comment_id) && Boolean(seen.add(c.comment_id)));
}



