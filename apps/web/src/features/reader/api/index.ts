export * from './queries';
export { useCountView } from './countView';
export { useCreateComment, type NewComment } from './createComment';
export { useDeleteComment } from './deleteComment';
export { useFollowAuthor } from './followAuthor';
export { useLikeChapter } from './likeChapter';
export { useLikeComment } from './likeComment';
export { applyCommentsClosed, useSetCommentSettings } from './setCommentSettings';
