export { betaKeys, useAuthorBetaNotes, useBetaBook, useBetaChapter, useBetaComments, useBetaLinks } from './queries';
export { useCreateBetaLink } from './createBetaLink';
export { useEndBetaLink } from './endBetaLink';
export { usePostBetaComment } from './postBetaComment';
export { useReplyBetaNote } from './replyBetaNote';
