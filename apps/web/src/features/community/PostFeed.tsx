import { useEffect, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Post } from '@okuryazar/shared';
import { EmptyState, ErrorState, LoadingState, LoadMore } from '../../components';
import { flattenPosts, type PostScope } from './api';
import { CommentIcon } from '../../components/icons';
import { PostCard } from './PostCard';
import styles from './Posts.module.css';

interface PostFeedProps {
  query: UseInfiniteQueryResult<InfiniteData<Post[]>>;
  scope: PostScope;
  meId: number;
  /** Text of the first-page failure. */
  errorMessage: string;
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A paged list of post cards: the next page loads when the end comes near (infinite scroll),
 * with a 'Daha fazla yükle' button as the fallback and for retrying a failed page.
 */
export function PostFeed({ query, scope, meId, errorMessage, empty, label }: PostFeedProps) {
  const { isFetchingNextPage, isFetchNextPageError } = query;
  useEffect(() => {
    if (isFetchNextPageError) console.error('Gönderiler yüklenemedi:', query.error);
  }, [isFetchNextPageError, query.error]);

  if (query.isPending) return <LoadingState text="Gönderiler yükleniyor..." />;
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const posts = flattenPosts(query.data);
  if (posts.length === 0) {
    return <EmptyState icon={<CommentIcon size={28} />}>{empty}</EmptyState>;
  }

  return (
    <>
      <ul className={styles.feed} role="list" aria-label={label} aria-busy={isFetchingNextPage || undefined}>
        {posts.map((post) => (
          <li key={post.post_id}>
            <PostCard post={post} scope={scope} meId={meId} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} className={styles.more} rootMargin="800px 0px" />
    </>
  );
}
