/** Removed content as its author sees it (DESIGN §6): the banner and the card chip. */
export { RemovedBadge, RemovedNotice } from './RemovedNotice';
export type { RemovedNoticeProps } from './RemovedNotice';
