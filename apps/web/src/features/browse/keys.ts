import type { StoryListFilter } from '@okuryazar/shared';

/**
 * The browsing screens' query keys, apart from their hooks (api.ts): app/startupPrefetch.ts
 * fills the book page's cache on a cold load without bringing every browsing hook into the
 * entry (DESIGN §5).
 */
export const browseKeys = {
  category: (id: number) => ['category', id] as const,
  categoryBooks: (id: number, filter: StoryListFilter) => ['category', id, 'books', filter] as const,
  book: (id: number) => ['book', id] as const,
  recommendations: (id: number) => ['book', id, 'recommendations'] as const,
  progress: (bookId: number) => ['progress', bookId] as const,
  library: ['library'] as const,
  search: (query: string) => ['search', query] as const,
  isFollowing: (me: number, authorId: number) => ['isFollowing', me, authorId] as const,
};
