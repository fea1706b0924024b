export * from './queries';
export { useAddPostComment } from './addComment';
export { useCreatePost } from './createPost';
export { useDeletePostComment } from './deleteComment';
export { useDeletePost } from './deletePost';
export { useLikePostComment } from './likeComment';
export { useLikePost } from './likePost';
