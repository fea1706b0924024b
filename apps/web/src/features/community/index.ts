/**
 * Public pieces of the posts UI, shared by the community page and the discover feed.
 * Other features import from here, never from the files inside.
 */
export { PostFeed } from './PostFeed';
export { PostCard } from './PostCard';
export { ProfileNotFound } from './ProfileNotFound';
export {
  FEED_PAGE_SIZE,
  isNotFound,
  parseId,
  postKeys,
  profileKey,
  useDiscoverPosts,
  useProfile,
  type FollowResult,
  type PostScope,
} from './api';
